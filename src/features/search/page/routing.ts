/**
 * InstantSearch's history router for the search page, with the URL rules of
 * src/lib/search/routing. The HTML was rendered for the page's path alone (a static page cannot
 * see its query string), so until the island has hydrated the router reads that path's state;
 * useUrlCatchUp then applies whatever the query string adds (page, sort, more filters).
 */
import {
  createHistoryRouter,
  type HistoryRouter,
} from '../../../adapters/instantsearch/history-router.ts';
import {
  searchHistoryFunctions,
  searchStateMapping,
  urlToState,
  type LocationLike,
  type SearchRouteContext,
} from '../../../lib/search/routing/index.ts';
import { landingTitle } from '../../../lib/search/routing/landing-text.ts';
import type { SearchState } from '../../../lib/search/routing/search-state.ts';
import { documentTitle } from '../../../lib/theme/page-head.ts';

export interface SearchRouting {
  routing: {
    router: HistoryRouter<SearchState>;
    stateMapping: ReturnType<typeof searchStateMapping>;
  };
  /** Called once hydrated: from then on the router reads the real URL. */
  hydrated(): void;
}

/** The page's location before hydration (and on the server, where there is no window). */
function pageLocation(pathname: string): LocationLike {
  return { protocol: 'http:', hostname: 'localhost', port: '', pathname, search: '', hash: '' };
}

export function searchRouting(
  ctx: SearchRouteContext,
  indexName: string,
  pathname: string,
  siteName: string,
): SearchRouting {
  const rules = searchHistoryFunctions(ctx);
  let live = false;
  const router = createHistoryRouter<SearchState>({
    cleanUrlOnDispose: false,
    createURL: rules.createURL,
    parseURL: (args) => (live ? rules.parseURL(args) : urlToState(pathname, '', ctx)),
    // The router only reads the LocationLike fields.
    getLocation: () =>
      typeof window === 'undefined' ? (pageLocation(pathname) as Location) : window.location,
    windowTitle: (state) => documentTitle(landingTitle(state, ctx), siteName),
  });
  return {
    routing: { router, stateMapping: searchStateMapping(indexName) },
    hydrated: () => {
      live = true;
    },
  };
}

/** A URL InstantSearch made (absolute, with the page's hash) as a site-relative link. */
export function relativeHref(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return parsed.pathname + parsed.search;
}
