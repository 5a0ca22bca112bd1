/**
 * The part of InstantSearch's UI state (one index) that lives in the URL. It is a structural
 * subset of instantsearch.js's `IndexUiState`, so a route state can be handed to the router
 * as is (see instantsearch-adapter.ts).
 */
export interface SearchState {
  query?: string;
  /** RefinementList widgets: attribute → selected values, in selection order. */
  refinementList?: Record<string, string[]>;
  /** Menu widgets: attribute → the one selected value. */
  menu?: Record<string, string>;
  /** HierarchicalMenu widgets: first level attribute → selected path, e.g. ['Toyota', 'RAV4']. */
  hierarchicalMenu?: Record<string, string[]>;
  /** RangeInput/RangeSlider widgets: attribute → 'min:max' (either side may be empty). */
  range?: Record<string, string>;
  /** The replica index name chosen by SortBy. */
  sortBy?: string;
  /** 1-based, as InstantSearch keeps it; page 1 is never stored. */
  page?: number;
}

type Lists = Record<string, string[]>;
type Singles = Record<string, string>;

/**
 * One spelling per meaning, so states compare with deep equality: empty values and empty
 * groups dropped, list values de-duplicated (order kept), page 1 or nonsense pages dropped.
 */
export function normaliseState(state: SearchState): SearchState {
  const out: SearchState = {};
  if (typeof state.query === 'string' && state.query !== '') out.query = state.query;
  const refinementList = cleanLists(state.refinementList, true);
  if (refinementList) out.refinementList = refinementList;
  const menu = cleanSingles(state.menu, () => true);
  if (menu) out.menu = menu;
  const hierarchicalMenu = cleanLists(state.hierarchicalMenu, false);
  if (hierarchicalMenu) out.hierarchicalMenu = hierarchicalMenu;
  const range = cleanSingles(state.range, (v) => v !== ':' && v.includes(':'));
  if (range) out.range = range;
  if (typeof state.sortBy === 'string' && state.sortBy !== '') out.sortBy = state.sortBy;
  if (typeof state.page === 'number' && Number.isInteger(state.page) && state.page > 1)
    out.page = state.page;
  return out;
}

/**
 * A hierarchical path keeps its levels as given (['Toyota', 'RAV4']); a refinement list is a
 * set, so repeats go.
 */
function cleanLists(group: Lists | undefined, dedupe: boolean): Lists | undefined {
  if (!group) return undefined;
  const out: Lists = {};
  for (const [attr, values] of Object.entries(group)) {
    if (!Array.isArray(values)) continue;
    const kept = values.filter((v) => typeof v === 'string' && v !== '');
    const list = dedupe ? [...new Set(kept)] : kept;
    if (list.length) out[attr] = list;
  }
  return Object.keys(out).length ? out : undefined;
}

function cleanSingles(
  group: Singles | undefined,
  keep: (value: string) => boolean,
): Singles | undefined {
  if (!group) return undefined;
  const out: Singles = {};
  for (const [attr, value] of Object.entries(group)) {
    if (typeof value === 'string' && value !== '' && keep(value)) out[attr] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * Path refinements merged with the query string's: refinement lists are united (path values
 * first), while a menu or hierarchical path from the URL path wins over the query's.
 */
export function mergeStates(fromPath: SearchState, fromQuery: SearchState): SearchState {
  const merged: SearchState = { ...fromQuery };
  for (const [attr, values] of Object.entries(fromPath.refinementList ?? {})) {
    merged.refinementList = {
      ...merged.refinementList,
      [attr]: [...values, ...(merged.refinementList?.[attr] ?? [])],
    };
  }
  if (fromPath.menu) merged.menu = { ...merged.menu, ...fromPath.menu };
  if (fromPath.hierarchicalMenu)
    merged.hierarchicalMenu = { ...merged.hierarchicalMenu, ...fromPath.hierarchicalMenu };
  return normaliseState(merged);
}
