/**
 * The static search landing pages: every path-shaped state with stock, with its URL, title,
 * description and breadcrumbs. Counts come in as plain numbers (see landingCounts).
 */
import type { Car } from '../../stock/car.ts';
import {
  landingBreadcrumbs,
  landingDescription,
  landingTitle,
  type Crumb,
} from './landing-text.ts';
import { pathValuesToState, type PathValues } from './path-values.ts';
import { SEARCH_SEGMENT_BASE, type RouteFacets, type SearchRouteContext } from './route-context.ts';
import type { SearchState } from './search-state.ts';
import { stateToUrl } from './url.ts';

type Counts = Record<string, number>;
/** First value → second value → cars. */
type PairCounts = Record<string, Counts>;

export interface LandingCounts {
  /** Cars per value of each attribute that can stand alone in a path. */
  values: {
    car_type?: Counts;
    dealership_name?: Counts;
    make?: Counts;
    simple_body?: Counts;
    city?: Counts;
    location_name?: Counts;
  };
  pairs: {
    /** make → model → cars. */
    make_model?: PairCounts;
    city_make?: PairCounts;
    location_make?: PairCounts;
    /** dealership name → car type → cars (for dealership_paths overrides). */
    dealership_car_type?: PairCounts;
  };
}

export interface LandingPage {
  /** '/search/toyota/rav4'. */
  pathname: string;
  /** The part after '/search/' ('toyota/rav4'), for a [...path] route's params. */
  segment: string;
  values: PathValues;
  state: SearchState;
  count: number;
  title: string;
  description: string;
  breadcrumbs: Crumb[];
}

type LandingCar = Pick<
  Car,
  'car_type' | 'dealership_name' | 'make' | 'model' | 'simple_body' | 'city' | 'location_name'
>;

/** Counts from the cars to list (the caller leaves out sold cars). */
export function landingCounts(cars: readonly LandingCar[]): LandingCounts {
  const counts: Required<LandingCounts['values']> = {
    car_type: {},
    dealership_name: {},
    make: {},
    simple_body: {},
    city: {},
    location_name: {},
  };
  const pairs: Required<LandingCounts['pairs']> = {
    make_model: {},
    city_make: {},
    location_make: {},
    dealership_car_type: {},
  };
  const add = (into: Counts, key: string) => (into[key] = (into[key] ?? 0) + 1);
  const addPair = (into: PairCounts, a: string, b: string) => add((into[a] ??= {}), b);
  for (const car of cars) {
    for (const dim of ['car_type', 'dealership_name', 'make', 'city', 'location_name'] as const)
      add(counts[dim], car[dim]);
    if (car.simple_body) add(counts.simple_body, car.simple_body);
    addPair(pairs.make_model, car.make, car.model);
    addPair(pairs.city_make, car.city, car.make);
    addPair(pairs.location_make, car.location_name, car.make);
    addPair(pairs.dealership_car_type, car.dealership_name, car.car_type);
  }
  return { values: counts, pairs };
}

/** The stock side of the route facets (makes, models, bodies, cities) from the same counts. */
export function routeFacetsFromCounts(
  counts: LandingCounts,
): Pick<RouteFacets, 'makes' | 'models' | 'bodies' | 'cities'> {
  const withStock = (c: Counts | undefined) => Object.keys(c ?? {}).filter((k) => c![k]! > 0);
  const models: Record<string, string[]> = {};
  for (const [make, byModel] of Object.entries(counts.pairs.make_model ?? {}))
    models[make] = withStock(byModel);
  return {
    makes: withStock(counts.values.make),
    models,
    bodies: withStock(counts.values.simple_body),
    cities: withStock(counts.values.city),
  };
}

/**
 * Every path with stock, in a stable order (car types, dealerships and their overrides,
 * makes, models, bodies, cities, locations, city+make, location+make). Values whose path is
 * ambiguous or unknown to the context have no page; a path is listed once.
 */
export function landingPaths(ctx: SearchRouteContext, counts: LandingCounts): LandingPage[] {
  const candidates: [PathValues, number][] = [];
  const singles = (dim: keyof LandingCounts['values']) => {
    for (const [value, n] of Object.entries(counts.values[dim] ?? {}))
      candidates.push([{ [dim]: value }, n]);
  };
  const pairs = (
    key: keyof LandingCounts['pairs'],
    first: 'make' | 'city' | 'location_name' | 'dealership_name',
    second: 'model' | 'make' | 'car_type',
  ) => {
    for (const [a, byB] of Object.entries(counts.pairs[key] ?? {})) {
      for (const [b, n] of Object.entries(byB)) candidates.push([{ [first]: a, [second]: b }, n]);
    }
  };
  singles('car_type');
  singles('dealership_name');
  pairs('dealership_car_type', 'dealership_name', 'car_type');
  singles('make');
  pairs('make_model', 'make', 'model');
  singles('simple_body');
  singles('city');
  singles('location_name');
  pairs('city_make', 'city', 'make');
  pairs('location_make', 'location_name', 'make');

  const pages: LandingPage[] = [];
  const seen = new Set<string>();
  for (const [values, count] of candidates) {
    if (!(count > 0)) continue;
    const state = pathValuesToState(values, ctx.slots);
    const { pathname } = stateToUrl(state, ctx);
    if (pathname === ctx.searchPath || seen.has(pathname)) continue;
    seen.add(pathname);
    pages.push({
      pathname,
      segment: pathname.slice(SEARCH_SEGMENT_BASE.length + 1),
      values,
      state,
      count,
      title: landingTitle(state, ctx),
      description: landingDescription(state, ctx, count),
      breadcrumbs: landingBreadcrumbs(state, ctx),
    });
  }
  return pages;
}
