import { memo, type ReactNode } from 'react';
import type { PromoCard as PromoCardConfig } from '../../../lib/config/index.ts';
import { financeStrip } from '../../../lib/finance/strip.ts';
import { interleave } from '../../../lib/search/promo/index.ts';
import PromoCard from '../promo/PromoCard.tsx';
import styles from './ResultsGrid.module.scss';
import SearchCard from './SearchCard.tsx';
import type { SearchCardCar, SearchCardSettings } from './types.ts';

export interface ResultsGridProps<H extends SearchCardCar> {
  hits: readonly H[];
  settings: SearchCardSettings;
  /** The promo cards this search shows, in slot order (selectPromoCards); none by default. */
  promoCards?: readonly PromoCardConfig[];
  /** A promo slot after every n-th hit (default PROMO_EVERY). */
  promoEvery?: number;
  /** This page's first promo slot (firstPromoSlot), so later pages continue the rotation. */
  firstPromoSlot?: number;
  /** Photos that load at once: the first row on a desktop (default 3; 0 for later pages). */
  eagerCount?: number;
  /** The favourite toggle for a car, or nothing (spec §5: hidden for some cars in some modes). */
  favourite?: (hit: H) => ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Names the results list, e.g. 'Search results'. */
  label?: string;
}

/**
 * Search results: car cards with the dealer's promo cards interleaved (spec §4), in a grid of
 * one column on phones, two on tablets and three on desktops, sized by the space it is given
 * (so a filter sidebar beside it is allowed for).
 */
function ResultsGrid<H extends SearchCardCar>({
  hits,
  settings,
  promoCards = [],
  promoEvery,
  firstPromoSlot,
  eagerCount = 3,
  favourite,
  headingLevel = 3,
  label = 'Search results',
}: ResultsGridProps<H>) {
  const items = interleave(hits, promoCards, {
    ...(promoEvery !== undefined ? { every: promoEvery } : {}),
    ...(firstPromoSlot !== undefined ? { firstSlot: firstPromoSlot } : {}),
  });
  let hitIndex = 0;
  // The dealer's finance wording, once for the page rather than inside every card's footnote.
  const financeNote = hits.some((hit) => !hit.sold && financeStrip(hit, settings.finance))
    ? settings.finance?.disclaimer
    : undefined;
  return (
    <div className={styles.frame}>
      <ul className={styles.grid} role="list" aria-label={label}>
        {items.map((item) => {
          if (item.type === 'promo')
            return (
              <li
                key={`promo-${item.slot}-${item.card.id}`}
                className={styles.item}
                data-promo={item.card.id}
              >
                <PromoCard node={item.card.node} headingLevel={headingLevel} />
              </li>
            );
          const eager = hitIndex < eagerCount;
          hitIndex += 1;
          return (
            <li key={`car-${item.hit.id}`} className={styles.item}>
              <CarItem
                car={item.hit}
                settings={settings}
                eager={eager}
                favourite={favourite as ((hit: SearchCardCar) => ReactNode) | undefined}
                headingLevel={headingLevel}
              />
            </li>
          );
        })}
      </ul>
      {financeNote && <p className={styles.financeNote}>{financeNote}</p>}
    </div>
  );
}

/**
 * Re-rendered only when its props change: a parent re-rendering for a count, a filter or a
 * loading state leaves the grid alone (issue 16: a filter click re-drew every card).
 */
export default memo(ResultsGrid) as typeof ResultsGrid;

interface CarItemProps {
  car: SearchCardCar;
  settings: SearchCardSettings;
  eager: boolean;
  favourite: ((hit: SearchCardCar) => ReactNode) | undefined;
  headingLevel: 2 | 3 | 4;
}

function CarItemView({ car, favourite, ...props }: CarItemProps) {
  return <SearchCard car={car} favouriteSlot={favourite?.(car)} {...props} />;
}

/**
 * A car's card, kept while the car stays in the results: a search answers each car with a new
 * object, but a car's id names the same record, so the card is drawn once per car rather than
 * on every search (a next page or a new filter draws only the cars new to the grid).
 */
const CarItem = memo(
  CarItemView,
  (before, after) =>
    before.car.id === after.car.id &&
    before.eager === after.eager &&
    before.settings === after.settings &&
    before.favourite === after.favourite &&
    before.headingLevel === after.headingLevel,
);
