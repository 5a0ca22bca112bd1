/**
 * Path values ↔ search path (spec §2 Search, "a single refinement is moved into the path"):
 *   car_type                  → /search/{type}-cars, or the dealer's car_type_paths segment
 *   dealership_name           → /search/{dealership slug}
 *   dealership_name+car_type  → /search/{dealership_paths override} (only where configured)
 *   make+model, city+make, location_name+make → /search/{a}/{b}
 *   make, simple_body, city, location_name    → /search/{slug}
 * Levels get the dealer's prefix rewrites ('motopool-' → 'subscription-cars-'). Reading a path
 * looks its levels up in tables built with the same rewrites, so it is the exact inverse.
 */
import {
  carTypeSearchPath,
  rewritePathPrefixes,
  type CarTypeKey,
} from '../../navigation/car-type-path.ts';
import type { PathDimension, PathValues } from './path-values.ts';
import {
  normalisePathname,
  PAIRS,
  SEARCH_SEGMENT_BASE,
  SINGLE_LEVEL_PRIORITY,
  type SearchRouteContext,
} from './route-context.ts';

const LONE = new Set<PathDimension>(SINGLE_LEVEL_PRIORITY);
const CAR_TYPES = new Set<string>(['new', 'demo', 'used']);

/** The path for these values, or null when their combination has none. */
export function pathForValues(values: PathValues, ctx: SearchRouteContext): string | null {
  const dims = (Object.keys(values) as PathDimension[]).sort();
  const key = dims.join('+');
  const base = `${SEARCH_SEGMENT_BASE}/`;
  if (key === 'car_type')
    return CAR_TYPES.has(values.car_type!)
      ? carTypeSearchPath(values.car_type as CarTypeKey, ctx.options)
      : null;
  if (key === 'car_type+dealership_name') {
    const override = ctx.options.dealership_paths.find(
      (o) => o.dealership_name === values.dealership_name && o.car_type === values.car_type,
    );
    return override
      ? base + rewritePathPrefixes(override.path, ctx.options.path_prefix_rewrites)
      : null;
  }
  if (dims.length === 1 && LONE.has(dims[0]!)) {
    const dim = dims[0] as (typeof SINGLE_LEVEL_PRIORITY)[number];
    const level = ctx.levelOf[dim].get(values[dim]!);
    return level ? base + level : null;
  }
  if (dims.length === 2) {
    for (const [first, second] of PAIRS) {
      if (values[first] === undefined || values[second] === undefined) continue;
      const a = ctx.levelOf[first].get(values[first]);
      const b =
        second === 'model'
          ? ctx.modelLevelOf.get(values.make!)?.get(values.model!)
          : ctx.levelOf.make.get(values.make!);
      return a && b ? `${base}${a}/${b}` : null;
    }
  }
  return null;
}

/** The path values a pathname names; {} for the search path and any unknown path. */
export function valuesForPath(pathname: string, ctx: SearchRouteContext): PathValues {
  const path = normalisePathname(pathname);
  const base = `${SEARCH_SEGMENT_BASE}/`;
  if (path === ctx.searchPath || !path.startsWith(base)) return {};
  const rest = path.slice(base.length);
  const whole = ctx.wholePaths.get(rest);
  if (whole) return { ...whole };
  const levels = rest.split('/');
  if (levels.length === 1) {
    const found = ctx.byLevel.get(levels[0]!)?.[0];
    return found ? { [found.dim]: found.value } : {};
  }
  if (levels.length !== 2) return {};
  const [a, b] = levels as [string, string];
  for (const [first, second] of PAIRS) {
    for (const { dim, value } of ctx.byLevel.get(a) ?? []) {
      if (dim !== first) continue;
      if (second === 'model') {
        const model = ctx.modelByLevel.get(value)?.get(b);
        if (model !== undefined) return { make: value, model };
      } else {
        const make = ctx.byLevel.get(b)?.find((c) => c.dim === 'make')?.value;
        if (make !== undefined) return { [first]: value, make };
      }
    }
  }
  return {};
}
