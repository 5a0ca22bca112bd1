import type { CarSummary } from './car-summary.ts';

export type SimilarCarFields = Pick<
  CarSummary,
  'id' | 'make' | 'model' | 'simple_body' | 'price' | 'status' | 'sold' | 'reserved'
>;

/** How alike a candidate is: lower is more alike. */
interface Likeness {
  /** 0: same make and model; 1: same body only. */
  tier: 0 | 1;
  /** Price on application (or no price to compare with) ranks after a known distance. */
  unpriced: boolean;
  /** The larger price over the smaller: 1 is the same price. */
  distance: number;
  id: number;
}

const fold = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Each car's make and model as compared, folded once: a dealer's car pages between them
 * compare every car with thousands of others (3 of the 5 s spent choosing similar cars for
 * 5,000 cars went to folding the same text again).
 */
const foldedNames = new WeakMap<SimilarCarFields, { make: string; model: string }>();
function folded(car: SimilarCarFields): { make: string; model: string } {
  let names = foldedNames.get(car);
  if (!names) {
    names = { make: fold(car.make), model: fold(car.model) };
    foldedNames.set(car, names);
  }
  return names;
}

/** A shopper can buy it today: in stock, not sold, not reserved. */
export function isAvailable(car: SimilarCarFields): boolean {
  return car.status === 'in_stock' && !car.sold && !car.reserved;
}

/** Cars with the same key have the same make and model as compared here (case, spacing). */
export function makeModelKey(car: SimilarCarFields): string {
  const { make, model } = folded(car);
  return `${make}\u0000${model}`;
}

/** Same make and model, ignoring case and spacing; a blank make or model matches nothing. */
function sameMakeModel(a: SimilarCarFields, b: SimilarCarFields): boolean {
  const { make, model } = folded(a);
  const other = folded(b);
  return make !== '' && model !== '' && make === other.make && model === other.model;
}

/** Same body style; a car without one (null) matches nothing. */
function sameBody(a: SimilarCarFields, b: SimilarCarFields): boolean {
  return a.simple_body !== null && a.simple_body === b.simple_body;
}

/**
 * "Price near" is relative: $3,000 apart is close on a $60,000 car and far on a $9,000 one,
 * so the distance is the larger price over the smaller ($20,000 and $25,000 are 1.25 apart,
 * as are $20,000 and $16,000). There is no cut-off: the nearest cars are shown however far
 * they are, so a car with few neighbours still gets similar cars.
 */
export function priceDistance(a: number, b: number): number {
  return Math.max(a, b) / Math.min(a, b);
}

function likeness(car: SimilarCarFields, other: SimilarCarFields): Likeness | null {
  if (other.id === car.id || !isAvailable(other)) return null;
  const tier = sameMakeModel(car, other) ? 0 : sameBody(car, other) ? 1 : null;
  if (tier === null) return null;
  // A price of 0 (or less) is price on application: nothing to measure a distance with.
  const unpriced = car.price <= 0 || other.price <= 0;
  const distance = unpriced ? 0 : priceDistance(car.price, other.price);
  return { tier, unpriced, distance, id: other.id };
}

function compare(a: Likeness, b: Likeness): number {
  return (
    a.tier - b.tier ||
    Number(a.unpriced) - Number(b.unpriced) ||
    a.distance - b.distance ||
    a.id - b.id
  );
}

/**
 * The car page's similar cars (same make/model or body, price near, in stock): other cars a
 * shopper can buy today that share the car's make and model or, failing that, its body style.
 * Same make and model come first, then same body; within each, the nearest price first (see
 * priceDistance), cars on price application after priced ones, and equal cars by id so every
 * build picks the same. When the car itself has no price, its candidates are ordered by id.
 *
 * One pass keeping the best `limit`, not a sort of the stock: every car page of a large
 * dealer asks this of the whole stock.
 */
export function similarCars<T extends SimilarCarFields>(
  car: SimilarCarFields,
  cars: readonly T[],
  limit = 4,
): T[] {
  if (limit <= 0) return [];
  const best: { likeness: Likeness; car: T }[] = [];
  for (const other of cars) {
    const alike = likeness(car, other);
    if (!alike) continue;
    const last = best.at(-1);
    if (best.length === limit && last && compare(alike, last.likeness) >= 0) continue;
    // A car listed twice is chosen once.
    if (best.some((entry) => entry.car.id === other.id)) continue;
    const at = best.findIndex((entry) => compare(alike, entry.likeness) < 0);
    best.splice(at === -1 ? best.length : at, 0, { likeness: alike, car: other });
    if (best.length > limit) best.pop();
  }
  return best.map((entry) => entry.car);
}
