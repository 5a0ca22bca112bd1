/** Contract 1's honeypot: a text input people never see or reach, which bots fill in. */
export const HONEYPOT_FIELD = 'fc_hp';

interface HoneypotProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * Off-screen rather than display:none (some bots skip hidden inputs), out of the tab order and
 * the accessibility tree, and never autofilled. A non-empty value is refused by the API.
 */
export default function Honeypot({ value, onChange }: HoneypotProps) {
  return (
    <div className="fc-form-hp" aria-hidden="true">
      <label>
        Leave this field empty
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
