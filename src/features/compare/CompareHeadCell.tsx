import Icon from '../../components/ui/Icon.tsx';
import { closeIcon } from '../../components/ui/icon-set.ts';
import { carPath } from '../../lib/cars/car-path.ts';
import { formatPrice } from '../../lib/compare/format.ts';
import { savedCarStatus, type SavedCar } from '../../lib/favourites/saved-car.ts';
import WatchToggle from '../watchlist/WatchToggle.tsx';
import type { WatchlistSettings } from '../watchlist/settings.ts';
import styles from './CompareCars.module.scss';

interface Props {
  car: SavedCar;
  onRemove: () => void;
  /** 'Remove {name} from saved cars', in the dealer's vehicle noun. */
  removeLabel: string;
  watchlist?: WatchlistSettings | undefined;
}

/** A car's column heading: photo, name (to its page), price, availability and a remove button. */
export default function CompareHeadCell({ car, onRemove, removeLabel, watchlist }: Props) {
  const status = savedCarStatus(car);
  return (
    <th scope="col" className={styles.carHead}>
      <div className={styles.carHeadInner}>
        <span className={styles.photo}>
          <img
            src={car.primary_image_url || '/media/not-found.svg'}
            alt=""
            width={240}
            height={160}
            decoding="async"
          />
          {status && (
            <span className={`fc-badge fc-badge--neutral ${styles.status}`}>{status}</span>
          )}
        </span>
        <a className={styles.carName} href={carPath(car)}>
          {car.name}
        </a>
        <span className={styles.carPrice}>{formatPrice(car.price)}</span>
        <span className={styles.carActions}>
          {watchlist && <WatchToggle car={car} watchlist={watchlist} />}
          <button
            type="button"
            className="fc-btn fc-btn--ghost fc-btn--sm"
            aria-label={removeLabel}
            data-remove
            onClick={onRemove}
          >
            <Icon icon={closeIcon} size={16} />
            Remove
          </button>
        </span>
      </div>
    </th>
  );
}
