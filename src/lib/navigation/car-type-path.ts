import type { Options } from '../config/index.ts';

export type CarTypeKey = 'new' | 'demo' | 'used';
export type PathOptions = Pick<Options, 'car_type_paths' | 'path_prefix_rewrites'>;
type Rewrites = Options['path_prefix_rewrites'];

/**
 * Applies the dealer's prefix rewrites (spec: 'motopool-' becomes 'subscription-cars-') to each
 * level of a search path segment. The first rewrite whose prefix matches a level wins.
 */
export function rewritePathPrefixes(segment: string, rewrites: Rewrites): string {
  if (!rewrites.length) return segment;
  return segment
    .split('/')
    .map((level) => {
      const rule = rewrites.find((r) => level.startsWith(r.from));
      return rule ? rule.to + level.slice(rule.from.length) : level;
    })
    .join('/');
}

/** The search segment of a car type: '{type}-cars' unless the dealer overrides it. */
export function carTypeSegment(type: CarTypeKey, options: PathOptions): string {
  const segment = options.car_type_paths[type] ?? `${type}-cars`;
  return rewritePathPrefixes(segment, options.path_prefix_rewrites);
}

/** '/search/used-cars', or the dealer's override such as '/search/pre-owned-cars'. */
export function carTypeSearchPath(type: CarTypeKey, options: PathOptions): string {
  return `/search/${carTypeSegment(type, options)}`;
}
