import type { FieldDefinition } from '../../../../lib/forms/fields.ts';
import { describedBy, type FieldIds } from './FieldShell.tsx';

interface CheckboxFieldProps {
  field: FieldDefinition;
  ids: FieldIds;
  required: boolean;
  error: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A tick box with its label beside it, and the label's link where it has one (the finance
 * disclaimer: 'I have read and understood the' Privacy Statement). The link sits outside the
 * <label>, so following it never ticks the box.
 */
export default function CheckboxField({
  field,
  ids,
  required,
  error,
  checked,
  onChange,
}: CheckboxFieldProps) {
  return (
    <div className="fc-field">
      <div className="fc-check">
        <input
          id={ids.control}
          name={field.name}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, field.help, error)}
          aria-required={required || undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          <label htmlFor={ids.control}>{field.label}</label>
          {field.labelLink && (
            <>
              {' '}
              <a href={field.labelLink.href} target="_blank" rel="noopener">
                {field.labelLink.text}
              </a>
            </>
          )}
          {required && (
            <span className="fc-required" aria-hidden="true">
              *
            </span>
          )}
        </span>
      </div>
      {field.help && (
        <p className="fc-help" id={ids.help}>
          {field.help}
        </p>
      )}
      {error && (
        <p className="fc-field-error" id={ids.error}>
          {error}
        </p>
      )}
    </div>
  );
}
