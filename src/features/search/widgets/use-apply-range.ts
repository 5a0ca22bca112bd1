import { useInstantSearch } from 'react-instantsearch';
import { withRange, type RangeEnd } from '../../../lib/search/page/range-refinement.ts';

/**
 * Sets a range refinement through the UI state, back on page 1 (see range-refinement.ts for
 * why not the range widget's own refine()). The range widget still owns the attribute: it
 * reads the state, filters and reports the values' span.
 */
export function useApplyRange(attribute: string): (low: RangeEnd, high: RangeEnd) => void {
  const { setIndexUiState } = useInstantSearch();
  return (low, high) =>
    setIndexUiState((state) => {
      const next = { ...state, range: withRange(state.range, attribute, low, high) };
      delete next.page;
      return next;
    });
}
