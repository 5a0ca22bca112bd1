/**
 * instantsearch.js's getInitialResults (`instantsearch.js/es/lib/server.js`: the step inside
 * react-instantsearch's getServerState that collects a searched instance's results; reachable,
 * not documented), behind the platform's own types. Only src/adapters may import InstantSearch's
 * private paths (eslint.config.js); tests/unit/adapters/instantsearch checks the shape relied
 * on here, so an upgrade that changes it fails there, not on a built search page.
 *
 * Why: the build keeps one InstantSearch instance per dealer and searches it page after page
 * (src/features/search/ssr/server-state.tsx) instead of rendering a fresh island per page
 * with getServerState; it then collects each page's results the way getServerState does.
 */
import type { IndexWidget, InitialResults, SearchOptions } from 'instantsearch.js';
import { getInitialResults as collect } from 'instantsearch.js/es/lib/server.js';

/** The `params` of each request the search client was sent, in order. */
export type RequestParams = SearchOptions[];

/**
 * The initial results getServerState would produce for `rootIndex` (an instance's mainIndex)
 * after its last search: per index id, `{ state, results, requestParams }`, the value
 * InstantSearchSSRProvider takes as `initialResults`. Throws when the instance holds no results.
 */
export function getInitialResults(
  rootIndex: IndexWidget,
  requestParams: RequestParams,
): InitialResults {
  return collect(rootIndex, requestParams);
}
