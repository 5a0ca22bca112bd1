import { isBrokenFeedDrop } from '../../lib/stock/stock-drop.ts';

/** Dealers whose stock drop this run accepts: every dealer, or the slugs named. */
export type StockDropAcceptance = 'all' | readonly string[];

/** The build flag that accepts a drop (`--accept-stock-drop=<slug>[,<slug>…]` or `=all`). */
export const ACCEPT_STOCK_DROP_FLAG = 'accept-stock-drop';

export interface StockDropCheck {
  slug: string;
  /** Cars of the dealer's last successful build (its build record); null for a first build. */
  previousCars: number | null;
  cars: number;
  accepted?: StockDropAcceptance | undefined;
}

/**
 * The broken-feed guard of one dealer's build. Throws when the feed lost more than half the
 * cars of the last build and this run did not accept it: the build fails for that dealer, so
 * its previous site stays up. Returns a warning for the report when the drop was accepted.
 */
export function checkStockDrop(check: StockDropCheck): string | null {
  const { slug, previousCars, cars } = check;
  if (!isBrokenFeedDrop({ previousCars, cars })) return null;
  const drop = `${cars} ${cars === 1 ? 'car' : 'cars'}, down from ${previousCars} at the last build`;
  if (isAccepted(slug, check.accepted)) {
    return `stock feed: ${drop}; the drop was accepted (--${ACCEPT_STOCK_DROP_FLAG})`;
  }
  throw new Error(
    `broken stock feed: ${drop} (more than half lost at once); the previous site is kept\n` +
      `If the drop is real, build again with --${ACCEPT_STOCK_DROP_FLAG}=${slug}, e.g. ` +
      `npm run build -- --dealer=${slug} --${ACCEPT_STOCK_DROP_FLAG}=${slug}`,
  );
}

function isAccepted(slug: string, accepted: StockDropAcceptance | undefined): boolean {
  return accepted === 'all' || (accepted?.includes(slug) ?? false);
}
