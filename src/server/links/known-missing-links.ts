/**
 * Pages the sites already link to that a later issue adds: the one place the link check
 * (check-site-links.ts, `npm run check:links`, tests/integration/links) accepts a link that
 * answers 404. Every other broken link fails it.
 *
 * This list must shrink to nothing. The check also fails on an entry that no longer matches
 * any broken link of any sample dealer: when an issue's pages land, delete its entries here
 * in the same change.
 *
 * A pattern is a site path; `*` stands for exactly one path segment (`/cars/*` is every car
 * page, not `/cars/abc/checkout`). A broken link belongs to the most specific entry that
 * matches it, the one with the fewest `*`, so `/cars/trade-in` is its own entry's even while
 * `/cars/*` is listed.
 */

export interface KnownMissingLink {
  /** Site path pattern, e.g. `/cars/*`. */
  pattern: string;
  /** The issue that adds the page. */
  issue: number;
  /** What the page is, for the report. */
  page: string;
}

export const KNOWN_MISSING_LINKS: readonly KnownMissingLink[] = [];
