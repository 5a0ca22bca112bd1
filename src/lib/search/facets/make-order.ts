import { slugify } from '../../stock/slug.ts';

/**
 * Spec §9: "a fixed list of about 20 mainstream makes comes first in facet lists, then
 * alphabetical". These are the 20 makes selling most in Australia (2024–25 VFACTS order), so a
 * shopper finds the common ones at the top of a long make list.
 */
export const MAINSTREAM_MAKES: readonly string[] = [
  'Toyota',
  'Mazda',
  'Ford',
  'Hyundai',
  'Kia',
  'Mitsubishi',
  'Nissan',
  'Volkswagen',
  'Subaru',
  'Isuzu',
  'MG',
  'Honda',
  'Tesla',
  'BYD',
  'Suzuki',
  'GWM',
  'Mercedes-Benz',
  'BMW',
  'Audi',
  'Lexus',
];

/** Matched by slug, so 'MERCEDES BENZ', 'Mercedes-Benz' and 'mercedes-benz' are one make. */
const RANK = new Map(MAINSTREAM_MAKES.map((make, index) => [slugify(make), index]));

/** Ranks by make as written: facet lists sort the same few dozen names over and over. */
const ranks = new Map<string, number | null>();

/** A make's place in the fixed list, or null for any other make. */
export function mainstreamRank(make: string): number | null {
  let rank = ranks.get(make);
  if (rank === undefined) {
    rank = RANK.get(slugify(make)) ?? null;
    ranks.set(make, rank);
  }
  return rank;
}

/** Mainstream makes in list order, then every other make alphabetically (case-insensitive). */
export function compareMakes(a: string, b: string): number {
  const ra = mainstreamRank(a);
  const rb = mainstreamRank(b);
  if (ra !== null && rb !== null) return ra - rb;
  if (ra !== null) return -1;
  if (rb !== null) return 1;
  // localeCompare, not a shared Intl.Collator: V8 answers it without loading collation data
  // for plain names, where a collator costs a long task while a results page hydrates.
  return a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);
}

/** compareMakes for InstantSearch facet values: `<RefinementList attribute="make" sortBy={sortMakeFacetValues} />`. */
export function sortMakeFacetValues(a: { name: string }, b: { name: string }): number {
  return compareMakes(a.name, b.name);
}
