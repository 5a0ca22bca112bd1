import type { CardViewCar, CardViewSettings } from '../../../lib/search/cards/view-model.ts';

/**
 * The car fields a search card reads: the car summary without the engine (lib/cars/car-summary.ts).
 * A full Car fits, and so does a search hit from the embedded engine or Algolia.
 */
export type SearchCardCar = CardViewCar;

/** One search page's card settings: the clock, dealer options, finance and the search route. */
export type SearchCardSettings = CardViewSettings;
