import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { useHits } from 'react-instantsearch';
import type { PromoCard } from '../../../lib/config/index.ts';
import type { VehicleWords } from '../../../lib/content/vehicle-words.ts';
import { showSaveButtons } from '../../../lib/cars/save-buttons.ts';
import type { CarHit } from '../../../lib/search/engine/hit.ts';
import { savedCarFromHit } from '../../../lib/search/page/saved-hit.ts';
import { firstPromoSlot } from '../../../lib/search/promo/interleave.ts';
import FavouriteToggle from '../../favourites/FavouriteToggle.tsx';
import ResultsGrid from '../card/ResultsGrid.tsx';
import type { SearchCardSettings } from '../card/types.ts';

interface ResultsProps {
  settings: SearchCardSettings;
  /** The promo cards this search shows, in slot order. */
  promoCards: readonly PromoCard[];
  site: string;
  /** The dealer's vehicle noun, for the hearts' names. */
  words: VehicleWords;
  /** 0-based page and page size: later pages carry on the promo rotation. */
  page: number;
  hitsPerPage: number;
  /** Mount the hits widget but draw nothing (getServerState's first render). */
  collectOnly?: boolean | undefined;
}

// escapeHTML off: no highlight tags are asked for, since cards show plain text.
const HITS = { escapeHTML: false } as const;

/**
 * The page's cars with promo cards between them (spec §4) and a favourite heart on each.
 *
 * The cards are drawn from a deferred copy of the hits: a filter press, a sort or a page change
 * first paints what the shopper touched (the pressed tile, the count), then the new cards in a
 * transition React can interrupt, so the press answers within a frame on a slow phone.
 */
function Results({
  settings,
  promoCards,
  site,
  words,
  page,
  hitsPerPage,
  collectOnly,
}: ResultsProps) {
  const { items } = useHits<CarHit>(HITS);
  // The card reads stocknum as text; the index keeps null for a feed that gave none.
  const cars = useMemo(
    () => items.map((hit) => ({ ...hit, stocknum: hit.stocknum ?? '' })),
    [items],
  );
  const shown = {
    cars: useDeferredValue(cars),
    page: useDeferredValue(page),
    promoCards: useDeferredValue(promoCards),
  };
  const favourite = useCallback(
    (hit: CarHit & { stocknum: string }) =>
      showSaveButtons(hit, 'always') ? (
        <FavouriteToggle site={site} car={savedCarFromHit(hit)} words={words} />
      ) : null,
    [site, words],
  );
  if (collectOnly || shown.cars.length === 0) return null;
  return (
    <ResultsGrid
      hits={shown.cars}
      settings={settings}
      promoCards={shown.promoCards}
      firstPromoSlot={firstPromoSlot(shown.page, hitsPerPage)}
      eagerCount={shown.page === 0 ? 3 : 0}
      favourite={favourite}
      headingLevel={3}
      label="Search results"
    />
  );
}

export default memo(Results);
