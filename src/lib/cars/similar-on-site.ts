import { siteMemo } from '../site/memo.ts';
import type { Site } from '../site/site.ts';
import type { Car } from '../stock/car.ts';
import { isAvailable, makeModelKey, priceDistance } from './similar-cars.ts';

/** How many similar cars a car page shows. */
export const SIMILAR_CARS_SHOWN = 4;

interface Candidate {
  car: Car;
  key: string;
}

/** One group's cars a shopper can buy, ordered for the choice below. */
interface Group {
  /** Priced (price > 0), by price then id. */
  priced: Candidate[];
  /** Price on application, by id. */
  unpriced: Candidate[];
  /** Every one, by id (for a car of its own with no price, where only ids order them). */
  byId: Candidate[];
}

/**
 * The similar cars a car page of this site shows: exactly what similarCars chooses from the
 * whole stock (same make and model first, then same body; nearest price; by id on a tie),
 * found without comparing the car with the whole stock. Every car page of a 5,000-car dealer
 * asks this, and the build asks again for each page's reuse key (page-reuse.ts): comparing
 * each car with its body group took 2.5 s of a build. Here each group is sorted by price once
 * per build, and a car's nearest prices are read outward from its own.
 */
export function similarCarsOnSite(site: Site, car: Car): Car[] {
  const { byModel, byBody } = siteMemo(site, 'similar-car-groups', () => groupsOf(site.cars));
  const key = makeModelKey(car);
  // A blank make or model matches no other car's (similarCars), so such a car has body matches only.
  const named = !key.startsWith('\u0000') && !key.endsWith('\u0000');
  const sameModel = named ? nearest(car, byModel.get(key), SIMILAR_CARS_SHOWN, () => true) : [];
  const body = car.simple_body ? byBody.get(car.simple_body) : undefined;
  const sameBody = nearest(
    car,
    body,
    SIMILAR_CARS_SHOWN - sameModel.length,
    (candidate) => !named || candidate.key !== key,
  );
  return [...sameModel, ...sameBody];
}

function groupsOf(cars: readonly Car[]): {
  byModel: Map<string, Group>;
  byBody: Map<string, Group>;
} {
  const byModel = new Map<string, Candidate[]>();
  const byBody = new Map<string, Candidate[]>();
  const add = (groups: Map<string, Candidate[]>, key: string, candidate: Candidate) => {
    const group = groups.get(key);
    if (group) group.push(candidate);
    else groups.set(key, [candidate]);
  };
  for (const car of cars) {
    if (!isAvailable(car)) continue;
    const candidate = { car, key: makeModelKey(car) };
    add(byModel, candidate.key, candidate);
    if (car.simple_body) add(byBody, car.simple_body, candidate);
  }
  const ordered = (groups: Map<string, Candidate[]>) =>
    new Map([...groups].map(([name, members]) => [name, orderGroup(members)] as const));
  return { byModel: ordered(byModel), byBody: ordered(byBody) };
}

function orderGroup(members: Candidate[]): Group {
  const byId = [...members].sort((a, b) => a.car.id - b.car.id);
  return {
    priced: byId
      .filter(({ car }) => car.price > 0)
      .sort((a, b) => a.car.price - b.car.price || a.car.id - b.car.id),
    unpriced: byId.filter(({ car }) => car.price <= 0),
    byId,
  };
}

/** Up to `limit` of the group's cars nearest the car in price, as similarCars orders them. */
function nearest(
  car: Car,
  group: Group | undefined,
  limit: number,
  accepts: (candidate: Candidate) => boolean,
): Car[] {
  if (!group || limit <= 0) return [];
  const takes = (candidate: Candidate) => candidate.car.id !== car.id && accepts(candidate);
  // A car with no price has no distance to anything: its candidates go by id.
  if (car.price <= 0) return firstById(group.byId, limit, takes);
  const chosen = nearestPriced(car.price, group.priced, limit, takes);
  return [...chosen, ...firstById(group.unpriced, limit - chosen.length, takes)];
}

function firstById(
  candidates: readonly Candidate[],
  limit: number,
  takes: (candidate: Candidate) => boolean,
): Car[] {
  const chosen: Car[] = [];
  for (const candidate of candidates) {
    if (chosen.length >= limit) break;
    if (takes(candidate)) chosen.push(candidate.car);
  }
  return chosen;
}

/**
 * Walks outward from `price` through the priced cars (by price), nearer side first, so cars
 * come in order of distance; cars as near as the last one needed are all gathered, then the
 * tie is settled by id.
 */
function nearestPriced(
  price: number,
  priced: readonly Candidate[],
  limit: number,
  takes: (candidate: Candidate) => boolean,
): Car[] {
  if (limit <= 0) return [];
  let right = lowerBound(priced, price);
  let left = right - 1;
  const gathered: { car: Car; distance: number }[] = [];
  for (;;) {
    const below = left >= 0 ? priceDistance(price, priced[left]!.car.price) : Infinity;
    const above = right < priced.length ? priceDistance(price, priced[right]!.car.price) : Infinity;
    const distance = Math.min(below, above);
    if (distance === Infinity) break;
    if (gathered.length >= limit && distance > gathered[limit - 1]!.distance) break;
    const candidate = below <= above ? priced[left--]! : priced[right++]!;
    if (takes(candidate)) gathered.push({ car: candidate.car, distance });
  }
  return gathered
    .sort((a, b) => a.distance - b.distance || a.car.id - b.car.id)
    .slice(0, limit)
    .map((entry) => entry.car);
}

/** The index of the first car priced at or above `price`. */
function lowerBound(priced: readonly Candidate[], price: number): number {
  let low = 0;
  let high = priced.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (priced[middle]!.car.price < price) low = middle + 1;
    else high = middle;
  }
  return low;
}
