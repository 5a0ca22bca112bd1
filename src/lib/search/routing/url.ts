/**
 * Search state ↔ URL. A state whose path attributes form one of the path shapes (see
 * segment-path.ts) gets that path, and those refinements leave the query string; everything
 * else (text query, other refinements, ranges, sort, page) stays in the query string.
 * Other states use the configured search path with everything in the query string.
 * "The path attributes form a shape" means: among car_type, dealership_name, make, model,
 * simple_body, city and location_name exactly the shape's attributes are refined, one value each.
 */
import { pathValuesToState, samePathValues, splitPathValues } from './path-values.ts';
import { parseSearchQuery, stringifySearchState } from './query-string.ts';
import { normalisePathname, type SearchRouteContext } from './route-context.ts';
import { mergeStates, normaliseState, type SearchState } from './search-state.ts';
import { pathForValues, valuesForPath } from './segment-path.ts';

export interface SearchUrl {
  pathname: string;
  /** '' or '?…', like location.search. */
  search: string;
}

/**
 * @param previousPathname the pathname of the page the state comes from. When given and the
 *   state's path differs from it, the page is dropped (spec: "The page parameter is removed
 *   when the path changes").
 */
export function stateToUrl(
  state: SearchState,
  ctx: SearchRouteContext,
  previousPathname?: string,
): SearchUrl {
  const normal = normaliseState(state);
  const { pathname, rest } = choosePath(normal, ctx);
  const query: SearchState = { ...rest };
  if (
    previousPathname !== undefined &&
    normalisePathname(previousPathname) !== normalisePathname(pathname)
  )
    delete query.page;
  const text = stringifySearchState(query);
  return { pathname, search: text ? `?${text}` : '' };
}

/** pathname + search, for links. */
export function stateToHref(
  state: SearchState,
  ctx: SearchRouteContext,
  previousPathname?: string,
): string {
  const { pathname, search } = stateToUrl(state, ctx, previousPathname);
  return pathname + search;
}

/** The search state of a URL. Unknown paths and malformed query strings never throw. */
export function urlToState(pathname: string, search: string, ctx: SearchRouteContext): SearchState {
  const fromPath = pathValuesToState(valuesForPath(pathname, ctx), ctx.slots);
  return mergeStates(fromPath, parseSearchQuery(search));
}

function choosePath(
  state: SearchState,
  ctx: SearchRouteContext,
): { pathname: string; rest: SearchState } {
  const everything = { pathname: ctx.searchPath, rest: state };
  const split = splitPathValues(state, ctx.slots);
  if (!split || !Object.keys(split.values).length) return everything;
  const path = pathForValues(split.values, ctx);
  // A path is only used when reading it back gives these very values: slugs shared by two
  // facets, or overrides that collide, fall back to the query string instead of lying.
  if (!path || !samePathValues(valuesForPath(path, ctx), split.values)) return everything;
  return { pathname: path, rest: split.rest };
}
