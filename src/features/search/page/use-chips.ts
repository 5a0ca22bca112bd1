import type { RefObject } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import type { IndexUiState } from 'instantsearch.js';
import type { Options } from '../../../lib/config/index.ts';
import {
  latestChip,
  refinementChips,
  refinementOrder,
  withoutChip,
  withoutRefinements,
  type Chip,
  type FilterGroup,
} from '../../../lib/search/page/index.ts';
import type { SearchState } from '../../../lib/search/routing/search-state.ts';

export interface ChipsApi {
  chips: Chip[];
  /** The shopper's latest refinement (the empty state offers to remove it). */
  latest: Chip | null;
  remove(chip: Chip): void;
  clearAll(): void;
}

/** The order refinements came in, shared by every useChips of the page. */
export type ChipOrder = RefObject<string[]>;

/** The UI state with its URL-shaped part replaced (other keys, e.g. configure, kept). */
function replaceSearchState(ui: IndexUiState, next: SearchState): IndexUiState {
  const {
    query: _query,
    refinementList: _refinementList,
    menu: _menu,
    hierarchicalMenu: _hierarchicalMenu,
    range: _range,
    sortBy: _sortBy,
    page: _page,
    ...others
  } = ui;
  return { ...others, ...next };
}

/** Current refinements (search text included) as chips, and the actions on them. */
export function useChips(
  groups: readonly FilterGroup[],
  usedLabel: Options['used_label'],
  order: ChipOrder,
): ChipsApi {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const chips = refinementChips(indexUiState as SearchState, groups, usedLabel);
  order.current = refinementOrder(
    order.current,
    chips.map((c) => c.key),
  );
  const update = (change: (state: SearchState) => SearchState) =>
    setIndexUiState((ui) => replaceSearchState(ui, change(ui as SearchState)));
  return {
    chips,
    latest: latestChip(chips, order.current),
    remove: (chip) => update((state) => withoutChip(state, chip.target)),
    clearAll: () => update(withoutRefinements),
  };
}
