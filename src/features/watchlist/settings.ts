/** What a watch control needs of the dealer: built at build time, passed to islands as props. */
export interface WatchlistSettings {
  /** The dealer slug: keys this site's pending save and signed-in hint. */
  site: string;
  /** The watchlist page (the dealer option's path): the toasts' View List link. */
  listPath: string;
}
