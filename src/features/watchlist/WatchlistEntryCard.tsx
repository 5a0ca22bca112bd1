import { useId } from 'react';
import Icon from '../../components/ui/Icon.tsx';
import { closeIcon } from '../../components/ui/icon-set.ts';
import { formatKm, formatPrice } from '../../lib/compare/format.ts';
import { NOT_FOUND_IMAGE_URL } from '../../lib/media/index.ts';
import { entryStateView } from '../../lib/watchlist/entry-state.ts';
import AlertSwitches from './AlertSwitches.tsx';
import type { WatchlistEntry } from './api.ts';
import styles from './WatchlistView.module.scss';

interface WatchlistEntryCardProps {
  entry: WatchlistEntry;
  /** The dealer slug (the stored user's key) and the signed-in phone: for the alert switches. */
  site: string;
  phone: string;
  busy: boolean;
  onRemove: () => void;
}

const savedDate = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

function savedOn(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : savedDate.format(date);
}

/** A watched car: photo, name (to its page), price, its state now, its alerts and a remove button. */
export default function WatchlistEntryCard({
  entry,
  site,
  phone,
  busy,
  onRemove,
}: WatchlistEntryCardProps) {
  const { car } = entry;
  const state = entryStateView(entry.state);
  const titleId = useId();
  const saved = savedOn(entry.saved_at);
  const km = formatKm(car.km);
  return (
    <article
      className={styles.entry}
      data-state={entry.state}
      data-inactive={state.inactive || undefined}
      aria-labelledby={titleId}
    >
      <img
        className={styles.photo}
        src={car.image || NOT_FOUND_IMAGE_URL}
        alt=""
        width={160}
        height={120}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.details}>
        <h2 className={styles.name} id={titleId}>
          <a href={car.path}>{car.name}</a>
        </h2>
        <p className={styles.facts}>
          <span className="fc-price">{formatPrice(car.price)}</span>
          {km && <span>{km}</span>}
          <span className={`fc-badge ${styles.state}`} data-state={entry.state}>
            {state.label}
          </span>
        </p>
        {state.reason && <p className={styles.reason}>{state.reason}</p>}
        {saved && <p className={styles.saved}>Watched since {saved}</p>}
      </div>
      <AlertSwitches
        site={site}
        phone={phone}
        carId={entry.car_id}
        carName={car.name}
        initial={entry.alerts}
      />
      <button
        type="button"
        className={`fc-btn fc-btn--ghost fc-btn--sm ${styles.remove}`}
        disabled={busy}
        onClick={onRemove}
      >
        <Icon icon={closeIcon} size={16} />
        Remove<span className="fc-visually-hidden"> {car.name} from your watchlist</span>
      </button>
    </article>
  );
}
