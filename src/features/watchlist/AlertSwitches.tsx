import { useState } from 'react';
import { setAlerts, type AlertSwitches as Switches } from './api.ts';
import { storedEmail } from './stored-email.ts';
import { showAlert } from './toast-host.tsx';
import styles from './WatchlistView.module.scss';

const ALL_ON: Switches = { price_drop: true, sold_or_reserved: true, back_in_stock: true };

const LABELS: ReadonlyArray<[keyof Switches, string]> = [
  ['price_drop', 'Price drops'],
  ['sold_or_reserved', 'Sold or reserved'],
  ['back_in_stock', 'Back in stock'],
];

interface AlertSwitchesProps {
  site: string;
  phone: string;
  carId: number;
  carName: string;
  initial: Switches | undefined;
}

/**
 * One watched car's alerts: three checkboxes in a fieldset named for the car. A change shows
 * at once and is sent; a refusal puts the box back and shows the API's message (like save and
 * remove).
 */
export default function AlertSwitches({
  site,
  phone,
  carId,
  carName,
  initial,
}: AlertSwitchesProps) {
  const [switches, setSwitches] = useState<Switches>(initial ?? ALL_ON);
  const [busy, setBusy] = useState(false);

  const change = async (name: keyof Switches, on: boolean) => {
    const before = switches;
    const next = { ...switches, [name]: on };
    setSwitches(next);
    setBusy(true);
    const answer = await setAlerts(phone, carId, next, storedEmail(site));
    setBusy(false);
    if (!answer.ok) {
      setSwitches(before);
      showAlert(answer.error);
    }
  };

  return (
    <fieldset className={styles.alerts} aria-busy={busy || undefined}>
      <legend className={styles.alertsLegend}>
        <span className="fc-visually-hidden">{carName}: </span>Text me when
      </legend>
      {LABELS.map(([name, label]) => (
        <label key={name} className={`fc-check ${styles.alertOption}`}>
          <input
            type="checkbox"
            checked={switches[name]}
            onChange={(event) => void change(name, event.currentTarget.checked)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
