/**
 * The broken-feed rule: a feed that loses more than half its cars at once is treated as a
 * broken feed, and the dealer keeps its previous site. A dealer management system that
 * exports a partial file (a timeout, one yard of three, a filter left on) looks exactly like
 * this, and publishing it would take most of the stock off the site overnight; a real sell-off
 * of half the yard in one day is rare enough to need a person to say so.
 */

export interface StockDrop {
  /** Cars the dealer's last successful build published; null when there is no such build. */
  previousCars: number | null;
  /** Cars the feed gives now. */
  cars: number;
}

/** True when the feed lost more than half the cars of the last build. A first build never is. */
export function isBrokenFeedDrop({ previousCars, cars }: StockDrop): boolean {
  if (previousCars === null) return false;
  return cars * 2 < previousCars;
}
