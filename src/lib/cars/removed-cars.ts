/**
 * Cars that leave the feed (issue 11 point 6). A car listed at the dealer's last build and
 * absent from today's feed keeps a small page at its old address for REMOVED_CAR_DAYS, so a
 * shopper arriving from a search engine, a saved link or an old advert learns what happened
 * and is sent on to similar stock instead of meeting a 404. The build remembers, between
 * builds, just enough of each car to write that page (ListedCar) and when it went (RemovedCar).
 */
import { bodyLabel } from '../navigation/body-menu.ts';
import type { LandingCounts } from '../search/routing/landing.ts';
import type { SearchRouteContext } from '../search/routing/route-context.ts';
import type { Car, CarType, SimpleBody, VehicleKind } from '../stock/car.ts';
import { vehicleWords } from '../content/vehicle-words.ts';
import { carTitle } from './car-title.ts';
import { searchPathOf } from './paths.ts';

/** How long a car that left the feed keeps its page. */
export const REMOVED_CAR_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a build remembers of each car it published: enough to write its removed-car page. */
export interface ListedCar {
  slug: string;
  /** The car page's title, "year make model badge series". */
  title: string;
  make: string;
  model: string;
  simple_body: SimpleBody | null;
  car_type: CarType;
  vehicle_kind: VehicleKind;
}

/** A car that left the feed, with the moment the first build without it ran. */
export interface RemovedCar extends ListedCar {
  /** ISO 8601 (UTC). */
  removed_at: string;
}

export function listedCar(car: Car): ListedCar {
  return {
    slug: car.slug,
    title: carTitle(car),
    make: car.make,
    model: car.model,
    simple_body: car.simple_body,
    car_type: car.car_type,
    vehicle_kind: car.vehicle_kind,
  };
}

export interface RemovedCarsInput {
  /** The cars the last build published; [] when there was no such build. */
  previousListed: readonly ListedCar[];
  /** The removed cars the last build kept pages for. */
  previousRemoved: readonly RemovedCar[];
  /** The cars this build publishes. */
  current: readonly Pick<ListedCar, 'slug'>[];
  /** This build's moment. */
  now: Date;
}

/**
 * The removed cars this build keeps pages for: those removed before keep their date until
 * REMOVED_CAR_DAYS have passed; a car the last build listed and this feed lacks is removed as
 * of `now`. A slug this build publishes is never a removed car: the car came back, or another
 * car took its address, and either way the real page wins.
 */
export function nextRemovedCars({
  previousListed,
  previousRemoved,
  current,
  now,
}: RemovedCarsInput): RemovedCar[] {
  const taken = new Set(current.map((car) => car.slug));
  const kept = new Map<string, RemovedCar>();
  for (const car of previousRemoved) {
    if (taken.has(car.slug) || kept.has(car.slug) || isRemovedCarExpired(car, now)) continue;
    kept.set(car.slug, car);
  }
  const removedAt = now.toISOString();
  for (const car of previousListed) {
    if (taken.has(car.slug) || kept.has(car.slug)) continue;
    kept.set(car.slug, { ...car, removed_at: removedAt });
  }
  return [...kept.values()];
}

/**
 * True once the car has been gone longer than REMOVED_CAR_DAYS (or its date cannot be read):
 * its page is then dropped. An unchanged dealer is rebuilt when this turns true for any of
 * its removed cars, so the page does not outlive its 90 days.
 */
export function isRemovedCarExpired(car: Pick<RemovedCar, 'removed_at'>, now: Date): boolean {
  const removed = Date.parse(car.removed_at);
  return Number.isNaN(removed) || now.getTime() - removed > REMOVED_CAR_DAYS * DAY_MS;
}

/** 'This 2021 Toyota RAV4 GXL is no longer in stock. It was sold or withdrawn from sale on 25/11/2026.' */
export function removedCarNote(title: string, removedOn: string): string {
  return `This ${title} is no longer in stock. It was sold or withdrawn from sale on ${removedOn}.`;
}

export interface SearchLink {
  href: string;
  label: string;
}

export interface RemovedCarLinks {
  /** The make's stock, else the body's, else all stock. */
  primary: SearchLink;
  /** The full search; null when the primary link already is it. */
  allStock: SearchLink | null;
}

/** The search router and its unsold-stock counts (the site's search routes). */
export interface RemovedCarRoutes {
  ctx: SearchRouteContext;
  counts: Pick<LandingCounts, 'values'>;
}

/**
 * Where a removed car's page sends the shopper: the search path of its make, as the search
 * router spells it. A make with no unsold stock left would open an empty search (and 'See
 * Saab cars in stock' would be false), so the body's search stands in, then the full search.
 */
export function removedCarLinks(
  car: Pick<ListedCar, 'make' | 'simple_body' | 'vehicle_kind'>,
  routes: RemovedCarRoutes,
): RemovedCarLinks {
  const { plural } = vehicleWords(car.vehicle_kind);
  const all: SearchLink = { href: searchPathOf({}, routes.ctx), label: `Search all ${plural}` };
  const make = car.make.trim();
  const inStock = routes.counts.values;
  if (make && (inStock.make?.[car.make] ?? 0) > 0) {
    const href = searchPathOf({ make: car.make }, routes.ctx);
    return { primary: { href, label: `See ${make} ${plural} in stock` }, allStock: all };
  }
  const body = car.simple_body;
  if (body && (inStock.simple_body?.[body] ?? 0) > 0) {
    const href = searchPathOf({ simple_body: body }, routes.ctx);
    return { primary: { href, label: `See ${bodyLabel(body)} ${plural} in stock` }, allStock: all };
  }
  return { primary: { href: all.href, label: `See all ${plural} in stock` }, allStock: null };
}
