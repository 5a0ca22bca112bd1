import { useEffect } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { statePageInRange } from '../../../lib/search/page/page-in-range.ts';
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
 * finds nothing to change and no history entry is added. A page past the page's last one
 * (`/search/honda?page=2` with two Hondas) becomes the last: the HTML's results tell how many
 * pages its search has.
 */
export function useUrlCatchUp(
  ctx: SearchRouteContext,
  indexName: string,
  pathname: string,
  onLive: () => void,
  /** The pages of the HTML's own search (the path's state). */
  pathPages: number,
): void {
  const { setUiState } = useInstantSearch();
  useEffect(() => {
    onLive();
    const { location, history } = window;
    const asked = urlToState(location.pathname, location.search, ctx);
    const own = urlToState(pathname, '', ctx);
    const onlyPage = sameSearchState({ ...asked, page: 1 }, own);
    const wanted = (onlyPage && statePageInRange(asked, pathPages)) || asked;
    if (sameSearchState(wanted, own)) {
      // Nothing to search: the HTML shows it. The URL still loses a page past the last.
      if (wanted !== asked)
        history.replaceState(history.state, '', stateToHref(wanted, ctx) + location.hash);
      return;
    }
    const canonical = stateToHref(wanted, ctx);
    if (canonical !== location.pathname + location.search)
      history.replaceState(history.state, '', canonical + location.hash);
    // After InstantSearch's own mount effect, which re-enables searching after hydration.
    const timer = setTimeout(() => setUiState(searchStateMapping(indexName).routeToState(wanted)));
    return () => clearTimeout(timer);
    // Once per page load: the router keeps the URL and state in step from here on.
  }, []);
}
