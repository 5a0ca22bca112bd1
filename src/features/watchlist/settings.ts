import type { VehicleWords } from '../../lib/content/vehicle-words.ts';

/** What a watch control needs of the dealer: built at build time, passed to islands as props. */
export interface WatchlistSettings {
  /** The dealer slug: keys this site's pending save and signed-in hint. */
  site: string;
  /** The watchlist page (the dealer option's path): the toasts' View List link. */
  listPath: string;
  /** The dealer's vehicle noun, for the toasts' titles ('Motorcycle Removed'); cars' if absent. */
  words?: VehicleWords;
}
