/**
 * The URL rules in the shapes instantsearch.js's router takes:
 *
 *   routing: {
 *     router: history({ ...searchHistoryFunctions(ctx), cleanUrlOnDispose: false }),
 *     stateMapping: searchStateMapping(indexName),
 *   }
 *
 * The route state is our SearchState (one index), so the mapping only picks the index out of
 * the UI state and back, like instantsearch's singleIndex mapping (dropping `configure`
 * and any keys the URL does not carry).
 */
import type { IndexUiState, UiState } from 'instantsearch.js';
import type { SearchRouteContext } from './route-context.ts';
import { normaliseState, type SearchState } from './search-state.ts';
import { stateToUrl, urlToState } from './url.ts';

/** The fields of window.location the router hands over. */
export interface LocationLike {
  protocol: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
}

/** history({ createURL, parseURL }): qsModule is accepted and unused (the rules carry their own). */
export function searchHistoryFunctions(ctx: SearchRouteContext) {
  return {
    createURL({
      routeState,
      location,
    }: {
      qsModule?: unknown;
      routeState: SearchState;
      location: LocationLike;
    }): string {
      // The current pathname decides whether the page survives (it does not when the path changes).
      const { pathname, search } = stateToUrl(routeState, ctx, location.pathname);
      const port = location.port ? `:${location.port}` : '';
      return `${location.protocol}//${location.hostname}${port}${pathname}${search}${location.hash}`;
    },
    parseURL({ location }: { qsModule?: unknown; location: LocationLike }): SearchState {
      return urlToState(location.pathname, location.search, ctx);
    },
  };
}

export function searchStateMapping(indexName: string) {
  return {
    $$type: 'ais.singleIndex',
    stateToRoute(uiState: UiState): SearchState {
      return pickRouteState(uiState[indexName] ?? {});
    },
    routeToState(routeState: SearchState = {}): UiState {
      return { [indexName]: normaliseState(routeState) satisfies IndexUiState };
    },
  };
}

function pickRouteState(state: IndexUiState): SearchState {
  const { query, refinementList, menu, hierarchicalMenu, range, sortBy, page } = state;
  return normaliseState({
    ...(query !== undefined && { query }),
    ...(refinementList && { refinementList }),
    ...(menu && { menu }),
    ...(hierarchicalMenu && { hierarchicalMenu }),
    ...(range && { range }),
    ...(sortBy !== undefined && { sortBy }),
    ...(page !== undefined && { page }),
  });
}
