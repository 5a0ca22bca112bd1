import { memo, useState, type CSSProperties } from 'react';
import Icon from '../../components/ui/Icon.tsx';
import { compareIcon } from '../../components/ui/icon-set.ts';
import { compareRows } from '../../lib/compare/rows.ts';
import type { Options } from '../../lib/config/index.ts';
import type { VehicleWords } from '../../lib/content/vehicle-words.ts';
import { savedCountText } from '../../lib/favourites/bar.ts';
import { savedListText } from '../../lib/favourites/saved-list-text.ts';
import NoSavedCars from '../favourites/NoSavedCars.tsx';
import { removeFavourite } from '../favourites/store.ts';
import { useFocusAfterRemove } from '../favourites/use-focus-after-remove.ts';
import { useSavedCars } from '../favourites/use-saved-cars.ts';
import styles from './CompareCars.module.scss';
import type { WatchlistSettings } from '../watchlist/settings.ts';
import CompareHeadCell from './CompareHeadCell.tsx';

export interface CompareCarsProps {
  site: string;
  searchPath: string;
  usedLabel: Options['used_label'];
  /** The dealer's vehicle noun (vehicleWords). */
  words: VehicleWords;
  /** The dealer's watchlist, when it has one: each car gets a watch control. */
  watchlist?: WatchlistSettings | undefined;
}

/** The /compare page: the saved cars side by side, rows that differ highlighted. */
function CompareCars({ site, searchPath, usedLabel, words, watchlist }: CompareCarsProps) {
  const text = savedListText(words);
  const saved = useSavedCars(site);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const { container, removedAt } = useFocusAfterRemove<HTMLDivElement>(saved);

  if (saved === null) return <p className={styles.loading}>{text.loading}</p>;
  const rows = compareRows(saved, { usedLabel });
  const differing = rows.filter((row) => row.differs).length;
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;

  return (
    <div ref={container}>
      {saved.length === 0 ? (
        <NoSavedCars title={text.empty} searchPath={searchPath} hint={text.compareHint} />
      ) : (
        <>
          <div className={styles.toolbar}>
            <p className={styles.summary}>
              {savedCountText(saved.length, words)}
              {saved.length > 1 && (
                <span className={styles.differCount}>
                  {differing} of {rows.length} details differ
                </span>
              )}
            </p>
            {saved.length > 1 && (
              <label className="fc-check">
                <input
                  type="checkbox"
                  checked={onlyDifferences}
                  onChange={(event) => setOnlyDifferences(event.target.checked)}
                />
                <span>Show differences only</span>
              </label>
            )}
          </div>
          {saved.length === 1 && (
            <p className={`fc-alert fc-alert--info ${styles.hint}`}>
              <Icon icon={compareIcon} size={20} />
              <span>
                {text.saveAnother}{' '}
                <a className="fc-link" href={searchPath} data-main-action>
                  {text.browse}
                </a>
              </span>
            </p>
          )}
          <div
            className={styles.scroller}
            role="region"
            aria-label={text.comparedTable}
            tabIndex={0}
          >
            <table className={styles.table} style={{ '--_cars': saved.length } as CSSProperties}>
              <caption className="fc-visually-hidden">{text.tableCaption}</caption>
              <thead>
                <tr>
                  <td className={styles.corner}>
                    {saved.length > 1 && <span className={styles.legend}>{text.differLegend}</span>}
                  </td>
                  {saved.map((car, index) => (
                    <CompareHeadCell
                      key={car.id}
                      car={car}
                      watchlist={watchlist}
                      removeLabel={text.remove(car.name)}
                      onRemove={() => {
                        removeFavourite(site, car.id);
                        removedAt(index);
                      }}
                    />
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr
                    key={row.key}
                    className={row.differs ? styles.differs : undefined}
                    data-differs={row.differs ? 'true' : undefined}
                  >
                    <th scope="row" className={styles.label}>
                      {row.label}
                      {row.differs && <span className={styles.mark}>Differs</span>}
                    </th>
                    {row.values.map((value, i) => (
                      <td key={saved[i]?.id ?? i}>
                        {value ?? (
                          <>
                            <span aria-hidden="true">—</span>
                            <span className="fc-visually-hidden">Not listed</span>
                          </>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

// memo(): Astro's React renderer knows a memo component at once instead of test-calling it per page.
export default memo(CompareCars);
