/** Search URL routing: search state ↔ URL, landing pages, and the InstantSearch router glue. */
export type { SearchState } from './search-state.ts';
export { normaliseState } from './search-state.ts';
export { searchSlug } from './slug.ts';
export { encodeQueryComponent, parseSearchQuery, stringifySearchState } from './query-string.ts';
export type { PathDimension, PathValues, FacetWidget, StateSlots } from './path-values.ts';
export { PATH_DIMENSIONS } from './path-values.ts';
export type {
  NamedValue,
  RouteFacets,
  RouteOptions,
  SearchRouteContext,
  SearchRouteInput,
} from './route-context.ts';
export { createSearchRouteContext, routeInputForDealer } from './route-context.ts';
export { pathForValues, valuesForPath } from './segment-path.ts';
export type { SearchUrl } from './url.ts';
export { stateToHref, stateToUrl, urlToState } from './url.ts';
export type { Crumb } from './landing-text.ts';
export {
  landingBreadcrumbs,
  landingDescription,
  landingTitle,
  locationDisplayName,
} from './landing-text.ts';
export type { LandingCounts, LandingPage } from './landing.ts';
export { landingCounts, landingPaths, routeFacetsFromCounts } from './landing.ts';
export {
  searchHistoryFunctions,
  searchStateMapping,
  type LocationLike,
} from './instantsearch-adapter.ts';
