/**
 * A dealer's search routes, worked out once per build: the route input both the build and the
 * search island turn into a SearchRouteContext, the landing pages (every path with stock), and
 * the page segments the search route file emits. Counts leave sold cars out, so a path whose
 * cars are all sold gets no page.
 */
import type { Dealer } from '../../config/index.ts';
import type { Car, VehicleKind } from '../../stock/car.ts';
import { compareMakes } from '../facets/make-order.ts';
import {
  createSearchRouteContext,
  landingCounts,
  landingPaths,
  routeFacetsFromCounts,
  routeInputForDealer,
  stateToHref,
  type LandingCounts,
  type LandingPage,
  type SearchRouteContext,
  type SearchRouteInput,
} from '../routing/index.ts';
import { pathValuesToState } from '../routing/path-values.ts';
import { SEARCH_SEGMENT_BASE } from '../routing/route-context.ts';

type RouteCar = Pick<
  Car,
  | 'sold'
  | 'car_type'
  | 'dealership_name'
  | 'make'
  | 'model'
  | 'simple_body'
  | 'city'
  | 'location_name'
>;

export interface SearchRoutes {
  input: SearchRouteInput;
  ctx: SearchRouteContext;
  counts: LandingCounts;
  landingPages: LandingPage[];
}

export function searchRoutes(
  dealer: Pick<Dealer, 'name' | 'search' | 'config' | 'dealerships' | 'locations'>,
  cars: readonly RouteCar[],
  vehicleKind: VehicleKind,
): SearchRoutes {
  const counts = landingCounts(cars.filter((car) => !car.sold));
  // Default slots: every path attribute is a RefinementList (make and model included).
  const input = routeInputForDealer(dealer, routeFacetsFromCounts(counts), vehicleKind);
  const ctx = createSearchRouteContext(input);
  return { input, ctx, counts, landingPages: landingPaths(ctx, counts) };
}

/**
 * The [...path] segment of the search route for a site path under /search ('/search' itself
 * is undefined); null when the path lies elsewhere, where this route cannot serve it.
 */
export function searchSegment(pathname: string): string | undefined | null {
  if (pathname === SEARCH_SEGMENT_BASE) return undefined;
  const prefix = `${SEARCH_SEGMENT_BASE}/`;
  return pathname.startsWith(prefix) && pathname.length > prefix.length
    ? pathname.slice(prefix.length)
    : null;
}

export interface PopularMake {
  name: string;
  count: number;
  href: string;
}

/** The makes with the most cars (ties in the mainstream order), each linking its search. */
export function popularMakes(
  counts: LandingCounts,
  ctx: SearchRouteContext,
  limit = 8,
): PopularMake[] {
  return Object.entries(counts.values.make ?? {})
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || compareMakes(a, b))
    .slice(0, limit)
    .map(([name, count]) => ({
      name,
      count,
      href: stateToHref(pathValuesToState({ make: name }, ctx.slots), ctx),
    }));
}
