import { pathValuesToState, type PathValues } from '../search/routing/path-values.ts';
import type { SearchRouteContext } from '../search/routing/route-context.ts';
import { stateToHref } from '../search/routing/url.ts';
import type { Car } from '../stock/car.ts';

/** Spec §2: the car detail page, /cars/{slug} (also the share link's path). */
export function carPath(car: Pick<Car, 'slug'>): string {
  return `/cars/${encodeURIComponent(car.slug)}`;
}

/** Spec §2: the reserve flow, /cars/{slug}/checkout, or /buy-online where the dealer has online buying. */
export function checkoutPath(car: Pick<Car, 'slug'>, onlineBuying: boolean): string {
  return `${carPath(car)}/${onlineBuying ? 'buy-online' : 'checkout'}`;
}

/** Spec §2: the trade-in valuation for a car, /cars/trade-in?car_id={id}. */
export function tradeInPath(car: Pick<Car, 'id'>): string {
  return `/cars/trade-in?car_id=${encodeURIComponent(String(car.id))}`;
}

/**
 * Where 'Find Me Something Similar' goes: the search refined by the car's make and model,
 * as the search router spells that state (search/routing): the make+model segment path
 * /search/{make}/{model} when the route knows both, else the search path with the
 * refinements in the query string. A blank make or model is left out of the refinement.
 */
export function similarCarsPath(
  car: Pick<Car, 'make' | 'model'>,
  route: SearchRouteContext,
): string {
  const values: PathValues = {};
  if (car.make.trim()) {
    values.make = car.make;
    if (car.model.trim()) values.model = car.model;
  }
  return stateToHref(pathValuesToState(values, route.slots), route);
}
