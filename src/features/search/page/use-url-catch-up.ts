import { useEffect } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { sameSearchState } from '../../../lib/search/page/same-state.ts';
import {
  searchStateMapping,
  stateToHref,
  urlToState,
  type SearchRouteContext,
} from '../../../lib/search/routing/index.ts';

/**
 * Once hydrated, applies what the URL says beyond the page's path (?page=2, a sort, more
 * filters): the HTML could only show the path's own search. The URL is first rewritten to
 * its canonical spelling (path refinements moved into the path), so the router's own write
 * finds nothing to change and no history entry is added.
 */
export function useUrlCatchUp(
  ctx: SearchRouteContext,
  indexName: string,
  pathname: string,
  onLive: () => void,
): void {
  const { setUiState } = useInstantSearch();
  useEffect(() => {
    onLive();
    const { location, history } = window;
    const wanted = urlToState(location.pathname, location.search, ctx);
    if (sameSearchState(wanted, urlToState(pathname, '', ctx))) return;
    const canonical = stateToHref(wanted, ctx);
    if (canonical !== location.pathname + location.search)
      history.replaceState(history.state, '', canonical + location.hash);
    // After InstantSearch's own mount effect, which re-enables searching after hydration.
    const timer = setTimeout(() => setUiState(searchStateMapping(indexName).routeToState(wanted)));
    return () => clearTimeout(timer);
    // Once per page load: the router keeps the URL and state in step from here on.
  }, []);
}
