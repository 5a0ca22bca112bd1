/**
 * A page past the last (`/search/honda?page=2` with two Hondas): the search answers with the
 * last page instead of an empty one (issue 16 point 6).
 */
import type { SearchState } from '../routing/search-state.ts';

/**
 * The state with its page brought back to the last of `nbPages` when it lies past it; null when
 * it is within them, or when there are no results at all (the empty state says so). Pages are
 * 1-based here, as in the URL; page 1 is stored as no page.
 */
export function statePageInRange<S extends SearchState>(state: S, nbPages: number): S | null {
  const page = state.page ?? 1;
  if (nbPages <= 0 || page <= nbPages) return null;
  const next = { ...state };
  if (nbPages === 1) delete next.page;
  else next.page = nbPages;
  return next;
}
