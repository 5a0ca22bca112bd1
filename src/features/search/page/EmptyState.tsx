import type { VehicleWords } from '../../../lib/content/vehicle-words.ts';
import type { PopularMake } from '../../../lib/search/page/search-routes.ts';
import styles from './SearchPage.module.scss';
import type { SearchAppProps } from './types.ts';
import type { ChipsApi } from './use-chips.ts';
import { groupedNumber } from '../../../lib/numbers/grouped-number.ts';

interface EmptyStateProps {
  chips: ChipsApi;
  popularMakes: readonly PopularMake[];
  contact: SearchAppProps['contact'];
  words: VehicleWords;
  siteName: string;
}

/**
 * Nothing matched: offer the quickest way back (remove the latest filter, or all of them),
 * the makes most in stock, and the people who can find the car.
 */
export default function EmptyState({
  chips,
  popularMakes,
  contact,
  words,
  siteName,
}: EmptyStateProps) {
  const latest = chips.latest;
  return (
    <div className={styles.empty}>
      <h2 className="fc-heading fc-heading--md">No {words.plural} match your search</h2>
      {latest ? (
        <>
          <p>Try a broader search:</p>
          <p className={styles.emptyActions}>
            <button
              type="button"
              className="fc-btn fc-btn--primary"
              onClick={() => chips.remove(latest)}
            >
              Remove {latest.group === 'Search' ? 'search' : latest.group.toLowerCase()}:{' '}
              {latest.text}
            </button>
            {chips.chips.length > 1 && (
              <button type="button" className="fc-btn fc-btn--ghost" onClick={chips.clearAll}>
                Clear all filters
              </button>
            )}
          </p>
        </>
      ) : (
        <p>There are no {words.plural} in stock right now. Please check back soon.</p>
      )}
      {popularMakes.length > 0 && (
        <>
          <h3 className={`fc-heading fc-heading--sm ${styles.emptyHeading}`}>Popular makes</h3>
          <ul className={styles.emptyMakes} role="list">
            {popularMakes.map((make) => (
              <li key={make.name}>
                <a className="fc-chip" href={make.href}>
                  {make.name}{' '}
                  <span className={styles.emptyCount}>({groupedNumber(make.count)})</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className={`fc-heading fc-heading--sm ${styles.emptyHeading}`}>
        Can’t find what you’re after?
      </h3>
      <p>
        The team at {siteName} can help find the right {words.singular}, including stock on its way.{' '}
        <a className="fc-link" href={contact.href}>
          Contact us
        </a>
        {contact.phone && contact.tel && (
          <>
            {' '}
            or call{' '}
            <a className="fc-link fc-nowrap" href={contact.tel}>
              {contact.phone}
            </a>
          </>
        )}
        .
      </p>
    </div>
  );
}
