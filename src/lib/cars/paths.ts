import { pathValuesToState, type PathValues } from '../search/routing/path-values.ts';
import type { SearchRouteContext } from '../search/routing/route-context.ts';
import { stateToHref } from '../search/routing/url.ts';
import type { Car, SimpleBody } from '../stock/car.ts';
import { carPath } from './car-path.ts';

export { carPath };

/** Spec §2: the reserve flow, /cars/{slug}/checkout, or /buy-online where the dealer has online buying. */
export function checkoutPath(car: Pick<Car, 'slug'>, onlineBuying: boolean): string {
  return `${carPath(car)}/${onlineBuying ? 'buy-online' : 'checkout'}`;
}

/** Spec §2: the trade-in valuation for a car, /cars/trade-in?car_id={id}. */
export function tradeInPath(car: Pick<Car, 'id'>): string {
  return `/cars/trade-in?car_id=${encodeURIComponent(String(car.id))}`;
}

/**
 * Where 'Find Me Something Similar' goes (spec: "the search path of its make and model, else
 * body"): the search refined by the car's make and model, as the search router spells that
 * state (search/routing): /search/{make}/{model} when the route knows both, else the search
 * path with the refinements in the query string. When the make or model is blank, the car's
 * body style stands in; with no body either, its make alone, else the plain search path.
 */
export function similarCarsPath(
  car: Pick<Car, 'make' | 'model'> & { simple_body?: SimpleBody | null },
  route: SearchRouteContext,
): string {
  const hasMake = car.make.trim() !== '';
  if (hasMake && car.model.trim()) return searchPathOf({ make: car.make, model: car.model }, route);
  if (car.simple_body) return searchPathOf({ simple_body: car.simple_body }, route);
  return searchPathOf(hasMake ? { make: car.make } : {}, route);
}

/** The search refined by these path values, as the search router spells it. */
export function searchPathOf(values: PathValues, route: SearchRouteContext): string {
  return stateToHref(pathValuesToState(values, route.slots), route);
}
