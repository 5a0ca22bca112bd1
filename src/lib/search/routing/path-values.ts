/**
 * The refinements a search path can carry ("path values"), and where each sits in the
 * search state. Facet attribute names are the dimension names (car_type, make, …).
 */
import { normaliseState, type SearchState } from './search-state.ts';

export const PATH_DIMENSIONS = [
  'car_type',
  'dealership_name',
  'make',
  'model',
  'simple_body',
  'city',
  'location_name',
] as const;
export type PathDimension = (typeof PATH_DIMENSIONS)[number];
export type PathValues = Partial<Record<PathDimension, string>>;

export type FacetWidget = 'refinementList' | 'menu';

/** Which widget refines each path attribute in the search UI. */
export interface StateSlots {
  widgets: Record<PathDimension, FacetWidget>;
  /**
   * Set when make and model are one HierarchicalMenu: its first attribute (e.g.
   * 'make_model.lvl0'), holding [make] or [make, model]. `widgets.make/model` are then unused.
   */
  makeModelHierarchy: string | null;
}

export const DEFAULT_SLOTS: StateSlots = {
  widgets: {
    car_type: 'refinementList',
    dealership_name: 'refinementList',
    make: 'refinementList',
    model: 'refinementList',
    simple_body: 'refinementList',
    city: 'refinementList',
    location_name: 'refinementList',
  },
  makeModelHierarchy: null,
};

export interface SplitState {
  values: PathValues;
  /** Everything else in the state (the query string's share). */
  rest: SearchState;
}

/**
 * Takes the path attributes out of a normalised state. Null when one of them has several
 * values (or a hierarchy deeper than make > model): such a state cannot have a path.
 */
export function splitPathValues(state: SearchState, slots: StateSlots): SplitState | null {
  const values: PathValues = {};
  const refinementList = { ...state.refinementList };
  const menu = { ...state.menu };
  const hierarchicalMenu = { ...state.hierarchicalMenu };
  for (const dim of PATH_DIMENSIONS) {
    if (slots.makeModelHierarchy && (dim === 'make' || dim === 'model')) continue;
    if (slots.widgets[dim] === 'menu') {
      if (menu[dim] === undefined) continue;
      values[dim] = menu[dim];
      delete menu[dim];
    } else {
      const list = refinementList[dim];
      if (list === undefined) continue;
      if (list.length !== 1) return null;
      values[dim] = list[0]!;
      delete refinementList[dim];
    }
  }
  const hierarchy = slots.makeModelHierarchy;
  const levels = hierarchy ? hierarchicalMenu[hierarchy] : undefined;
  if (hierarchy && levels) {
    if (levels.length > 2) return null;
    values.make = levels[0]!;
    if (levels[1] !== undefined) values.model = levels[1];
    delete hierarchicalMenu[hierarchy];
  }
  return { values, rest: normaliseState({ ...state, refinementList, menu, hierarchicalMenu }) };
}

/** Path values as search state refinements, in their widgets' slots. */
export function pathValuesToState(values: PathValues, slots: StateSlots): SearchState {
  const state: SearchState = {};
  for (const dim of PATH_DIMENSIONS) {
    const value = values[dim];
    if (value === undefined) continue;
    if (slots.makeModelHierarchy && (dim === 'make' || dim === 'model')) continue;
    if (slots.widgets[dim] === 'menu') state.menu = { ...state.menu, [dim]: value };
    else state.refinementList = { ...state.refinementList, [dim]: [value] };
  }
  if (slots.makeModelHierarchy && values.make !== undefined) {
    const levels = values.model === undefined ? [values.make] : [values.make, values.model];
    state.hierarchicalMenu = { [slots.makeModelHierarchy]: levels };
  }
  return state;
}

/** Same keys, same values. */
export function samePathValues(a: PathValues, b: PathValues): boolean {
  return PATH_DIMENSIONS.every((dim) => a[dim] === b[dim]);
}
