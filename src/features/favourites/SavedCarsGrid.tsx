import { memo } from 'react';
import Icon from '../../components/ui/Icon.tsx';
import { closeIcon, compareIcon } from '../../components/ui/icon-set.ts';
import { carPath } from '../../lib/cars/car-path.ts';
import { formatPriceWithType } from '../../lib/compare/format.ts';
import { compareValue, type CompareAttribute } from '../../lib/compare/rows.ts';
import type { Options } from '../../lib/config/index.ts';
import type { VehicleWords } from '../../lib/content/vehicle-words.ts';
import { savedCountText } from '../../lib/favourites/bar.ts';
import { savedListText } from '../../lib/favourites/saved-list-text.ts';
import { savedCarStatus } from '../../lib/favourites/saved-car.ts';
import NoSavedCars from './NoSavedCars.tsx';
import styles from './SavedCarsGrid.module.scss';
import { removeFavourite } from './store.ts';
import { useFocusAfterRemove } from './use-focus-after-remove.ts';
import { useSavedCars } from './use-saved-cars.ts';

export interface SavedCarsGridProps {
  site: string;
  searchPath: string;
  comparePath: string;
  usedLabel: Options['used_label'];
  /** The dealer's vehicle noun (vehicleWords). */
  words: VehicleWords;
}

const CHIPS: readonly CompareAttribute[] = ['car_type', 'km', 'simple_transmission', 'simple_fuel'];

/** The saved cars page (/favourites or the dealer's garage page): a grid of saved cars. */
function SavedCarsGrid({ site, searchPath, comparePath, usedLabel, words }: SavedCarsGridProps) {
  const text = savedListText(words);
  const saved = useSavedCars(site);
  const { container, removedAt } = useFocusAfterRemove<HTMLDivElement>(saved);

  if (saved === null) return <p className={styles.loading}>{text.loading}</p>;
  return (
    <div ref={container}>
      {saved.length === 0 ? (
        <NoSavedCars title={text.empty} searchPath={searchPath} hint={text.savedHint} />
      ) : (
        <>
          <div className={styles.toolbar}>
            <p className={styles.count}>{savedCountText(saved.length, words)}</p>
            <a className="fc-btn fc-btn--primary" href={comparePath} data-main-action>
              <Icon icon={compareIcon} size={20} />
              {text.compare}
            </a>
          </div>
          <ul className={`fc-grid ${styles.grid}`} role="list">
            {saved.map((car, index) => {
              const status = savedCarStatus(car);
              const chips = CHIPS.map((key) => compareValue(car, key, { usedLabel })).filter(
                Boolean,
              );
              return (
                <li key={car.id} className="fc-card fc-card--link">
                  <div className={`fc-card__media ${styles.media}`}>
                    <img
                      src={car.primary_image_url || '/media/not-found.svg'}
                      alt=""
                      width={600}
                      height={400}
                      loading={index < 3 ? 'eager' : 'lazy'}
                      decoding="async"
                    />
                    {status && (
                      <span className={`fc-badge fc-badge--neutral ${styles.status}`}>
                        {status}
                      </span>
                    )}
                  </div>
                  <div className="fc-card__body">
                    <h2 className="fc-card__title">
                      <a className="fc-card__link" href={carPath(car)}>
                        {car.name}
                      </a>
                    </h2>
                    <p className="fc-price">{formatPriceWithType(car.price, car.price_type)}</p>
                    <ul className={styles.chips} role="list">
                      {chips.map((chip) => (
                        <li key={chip} className="fc-chip">
                          {chip}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div className="fc-card__footer">
                    <button
                      type="button"
                      className="fc-btn fc-btn--ghost fc-btn--sm"
                      aria-label={text.remove(car.name)}
                      data-remove
                      onClick={() => {
                        removeFavourite(site, car.id);
                        removedAt(index);
                      }}
                    >
                      <Icon icon={closeIcon} size={16} />
                      Remove
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

// memo(): Astro's React renderer knows a memo component at once instead of test-calling it per page.
export default memo(SavedCarsGrid);
