import type { CardViewCar, CardViewSettings } from '../../../lib/search/cards/view-model.ts';

/**
 * The car fields a search card reads: a full Car fits, and so does a search hit from the
 * embedded engine (index-fields.ts HIT) or Algolia, once read as this type.
 */
export type SearchCardCar = CardViewCar;

/** One search page's card settings: the clock, dealer options, finance and the search route. */
export type SearchCardSettings = CardViewSettings;
