/**
 * Where the header search sends a query: the dealer's search page with `?query=`, spelt by the
 * search router (search/routing) so the search page reads back exactly what was typed. A text
 * query alone never moves into a segment path, so the configured search path is all the
 * route needs to know.
 */
import { createSearchRouteContext, type RouteOptions } from '../routing/route-context.ts';
import { stateToHref } from '../routing/url.ts';
import { normaliseQuery } from './query.ts';

/** A query-only state takes none of the path options; they only shape refinement paths. */
const QUERY_ONLY_OPTIONS: RouteOptions = {
  used_label: 'Used',
  car_type_paths: {},
  dealership_paths: [],
  path_prefix_rewrites: [],
};

/** '/search/new-used-and-demo-cars?query=subaru%20forester'; the bare search path for ''. */
export function querySearchHref(searchPath: string, rawQuery: string): string {
  const route = createSearchRouteContext({
    searchPath,
    options: QUERY_ONLY_OPTIONS,
    siteName: '',
    facets: {},
  });
  return stateToHref({ query: normaliseQuery(rawQuery) }, route);
}
