import { useEffect } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { statePageInRange } from '../../../lib/search/page/page-in-range.ts';
import { stateToHref, type SearchRouteContext } from '../../../lib/search/routing/index.ts';
import type { SearchState } from '../../../lib/search/routing/search-state.ts';

/**
 * A search that lands past its last page (an old link, `?page=9`, a filter added to a later
 * page's URL) is answered with its last page. The URL is rewritten in place first, so the
 * router finds nothing to write and the corrected page adds no history entry.
 */
export function usePageInRange(ctx: SearchRouteContext): void {
  const { results, indexUiState, setIndexUiState } = useInstantSearch();
  const artificial = (results as { __isArtificial?: boolean }).__isArtificial === true;
  useEffect(() => {
    if (artificial || results.nbPages <= 0 || results.page < results.nbPages) return;
    const fixed = statePageInRange({ ...indexUiState, page: results.page + 1 }, results.nbPages);
    if (!fixed) return;
    const { location, history } = window;
    const href = stateToHref(fixed as SearchState, ctx);
    if (href !== location.pathname + location.search)
      history.replaceState(history.state, '', href + location.hash);
    setIndexUiState(fixed);
    // Once per answer: the state it reads is the one that answer was for.
  }, [results]);
}
