import type { CardViewCar, CardViewSettings } from '../../../lib/search/cards/view-model.ts';
import type { WatchlistSettings } from '../../watchlist/settings.ts';

/**
 * The car fields a search card reads: the car summary without the engine (lib/cars/car-summary.ts).
 * A full Car fits, and so does a search hit from the embedded engine or Algolia.
 */
export type SearchCardCar = CardViewCar;

/**
 * One search page's card settings: the clock, dealer options, finance and the search route,
 * and the dealer's watchlist when it has one (each card then gets a watch control).
 */
export type SearchCardSettings = CardViewSettings & {
  watchlist?: WatchlistSettings | undefined;
};
