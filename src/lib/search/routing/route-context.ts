/**
 * Everything the URL rules need to know about one dealer's site, built from its config and
 * the facet values in its stock. The input is plain JSON, so the build can hand it to the
 * search island, which builds the same context in the browser.
 */
import type { Dealer, Options } from '../../config/index.ts';
import { SEGMENT_BODIES } from '../../navigation/body-menu.ts';
import {
  carTypeSegment,
  rewritePathPrefixes,
  type CarTypeKey,
} from '../../navigation/car-type-path.ts';
import {
  DEFAULT_SLOTS,
  type FacetWidget,
  type PathDimension,
  type PathValues,
  type StateSlots,
} from './path-values.ts';
import { searchSlug } from './slug.ts';

export type RouteOptions = Pick<
  Options,
  'used_label' | 'car_type_paths' | 'dealership_paths' | 'path_prefix_rewrites'
>;

/** A facet value, with its own slug when the dealer config gives one (dealerships, locations). */
export type NamedValue = string | { value: string; slug: string };

/** The facet values a path can name: only these are recognised when a path is read back. */
export interface RouteFacets {
  makes?: readonly string[];
  /** Make → its models. */
  models?: Readonly<Record<string, readonly string[]>>;
  /** simple_body values; only the segment bodies (SEGMENT_BODIES unless overridden) get paths. */
  bodies?: readonly string[];
  cities?: readonly string[];
  locations?: readonly NamedValue[];
  dealerships?: readonly NamedValue[];
}

export interface SearchRouteInput {
  /** dealer.search.path: where every state without a path of its own is searched. */
  searchPath: string;
  options: RouteOptions;
  /** For landing page text ('… at Meridian Motor Group'). */
  siteName: string;
  vehicleKind?: 'car' | 'motorcycle';
  facets: RouteFacets;
  slots?: {
    widgets?: Partial<Record<PathDimension, FacetWidget>>;
    makeModelHierarchy?: string | null;
  };
  /** Body styles with a /search/{body} path; default: the spec's six (suv, hatchback, ute, coupe, sedan, wagon). */
  segmentBodies?: readonly string[];
}

type LevelDimension = 'dealership_name' | 'make' | 'simple_body' | 'city' | 'location_name';

/** Which attribute a lone path level names when several match: first listed wins. */
export const SINGLE_LEVEL_PRIORITY: readonly LevelDimension[] = [
  'dealership_name',
  'make',
  'simple_body',
  'location_name',
  'city',
];

/** Two-level paths: the first level's attribute and the second's, tried in this order. */
export const PAIRS: readonly (readonly [LevelDimension, 'model' | 'make'])[] = [
  ['make', 'model'],
  ['city', 'make'],
  ['location_name', 'make'],
];

export interface SearchRouteContext {
  /** The search path, lowercase, without a trailing slash. */
  searchPath: string;
  options: RouteOptions;
  siteName: string;
  vehicleKind: 'car' | 'motorcycle';
  slots: StateSlots;
  /** Attribute → value → its path level (slug after prefix rewrites). */
  levelOf: Record<LevelDimension, Map<string, string>>;
  /** Make → model → path level. */
  modelLevelOf: Map<string, Map<string, string>>;
  /** Path level → the attributes and values it may name, in SINGLE_LEVEL_PRIORITY order. */
  byLevel: Map<string, { dim: LevelDimension; value: string }[]>;
  /** Make → model path level → model. */
  modelByLevel: Map<string, Map<string, string>>;
  /** Configured segments that stand whole (car types, dealership overrides; may hold '/'). */
  wholePaths: Map<string, PathValues>;
}

export const SEARCH_SEGMENT_BASE = '/search';
const CAR_TYPES: readonly CarTypeKey[] = ['new', 'demo', 'used'];

/**
 * Contexts by input. A build renders every landing page from the same input object, and each
 * page (and its island) asks for the context; the input is plain data that nobody mutates.
 */
const contexts = new WeakMap<SearchRouteInput, SearchRouteContext>();

export function createSearchRouteContext(input: SearchRouteInput): SearchRouteContext {
  let context = contexts.get(input);
  if (!context) {
    context = buildSearchRouteContext(input);
    contexts.set(input, context);
  }
  return context;
}

function buildSearchRouteContext(input: SearchRouteInput): SearchRouteContext {
  const { options, facets } = input;
  const level = (slug: string) =>
    slug ? rewritePathPrefixes(slug, options.path_prefix_rewrites) : '';
  const segmentBodies = new Set(input.segmentBodies ?? SEGMENT_BODIES);
  const named = (list: readonly NamedValue[] | undefined) =>
    (list ?? []).map((v) => (typeof v === 'string' ? { value: v, slug: searchSlug(v) } : v));
  const sources: Record<LevelDimension, { value: string; slug: string }[]> = {
    dealership_name: named(facets.dealerships),
    make: named(facets.makes),
    simple_body: named(facets.bodies).filter((b) => segmentBodies.has(b.value)),
    location_name: named(facets.locations),
    city: named(facets.cities),
  };

  const levelOf = {} as Record<LevelDimension, Map<string, string>>;
  const byLevel = new Map<string, { dim: LevelDimension; value: string }[]>();
  for (const dim of SINGLE_LEVEL_PRIORITY) {
    levelOf[dim] = new Map();
    for (const { value, slug } of sources[dim]) {
      const lvl = level(slug);
      if (!lvl || levelOf[dim].has(value)) continue;
      levelOf[dim].set(value, lvl);
      byLevel.set(lvl, [...(byLevel.get(lvl) ?? []), { dim, value }]);
    }
  }

  const modelLevelOf = new Map<string, Map<string, string>>();
  const modelByLevel = new Map<string, Map<string, string>>();
  for (const [make, models] of Object.entries(facets.models ?? {})) {
    const forward = new Map<string, string>();
    const back = new Map<string, string>();
    for (const model of models) {
      const lvl = level(searchSlug(model));
      if (!lvl || forward.has(model)) continue;
      forward.set(model, lvl);
      if (!back.has(lvl)) back.set(lvl, model);
    }
    modelLevelOf.set(make, forward);
    modelByLevel.set(make, back);
  }

  // Car types first: when a dealership override repeats a car type's segment, the car type keeps it.
  const wholePaths = new Map<string, PathValues>();
  for (const type of CAR_TYPES) {
    const segment = carTypeSegment(type, options);
    if (!wholePaths.has(segment)) wholePaths.set(segment, { car_type: type });
  }
  for (const o of options.dealership_paths) {
    const segment = level(o.path);
    if (!wholePaths.has(segment))
      wholePaths.set(segment, { dealership_name: o.dealership_name, car_type: o.car_type });
  }

  return {
    searchPath: normalisePathname(input.searchPath),
    options,
    siteName: input.siteName,
    vehicleKind: input.vehicleKind ?? 'car',
    slots: {
      widgets: { ...DEFAULT_SLOTS.widgets, ...input.slots?.widgets },
      makeModelHierarchy: input.slots?.makeModelHierarchy ?? DEFAULT_SLOTS.makeModelHierarchy,
    },
    levelOf,
    modelLevelOf,
    byLevel,
    modelByLevel,
    wholePaths,
  };
}

/**
 * The route input for a dealer: search path, URL options and name from its config;
 * dealership and location slugs from its config too, so '/search/{slug}' uses the
 * configured slug. Makes, models, bodies and cities come from its stock.
 */
export function routeInputForDealer(
  dealer: Pick<Dealer, 'name' | 'search' | 'config' | 'dealerships' | 'locations'>,
  stockFacets: Pick<RouteFacets, 'makes' | 'models' | 'bodies' | 'cities'>,
  vehicleKind: 'car' | 'motorcycle' = 'car',
): SearchRouteInput {
  const { used_label, car_type_paths, dealership_paths, path_prefix_rewrites } = dealer.config;
  return {
    searchPath: dealer.search.path,
    options: { used_label, car_type_paths, dealership_paths, path_prefix_rewrites },
    siteName: dealer.name,
    vehicleKind,
    facets: {
      ...stockFacets,
      dealerships: dealer.dealerships.map((d) => ({ value: d.name, slug: d.slug })),
      locations: dealer.locations.map((l) => ({ value: l.name, slug: l.slug })),
    },
  };
}

/** Lowercase, decoded, one slash between levels, no trailing slash ('/' stays '/'). */
export function normalisePathname(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A broken escape is kept as written: it then matches no known path.
  }
  const clean = decoded
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
  return clean.startsWith('/') ? clean || '/' : `/${clean}`;
}
