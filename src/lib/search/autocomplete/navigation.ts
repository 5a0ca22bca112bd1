/**
 * The combobox's list state and keyboard rules (WAI-ARIA 1.2 combobox with a listbox popup,
 * list autocomplete): DOM focus stays in the input while one option at a time is active
 * (aria-activedescendant). `keyAction` says which keys the list takes; the rest (typing,
 * caret movement, Tab) stay the browser's.
 */

export interface ListState {
  open: boolean;
  /** Index of the active option; -1 while the input itself is active. */
  active: number;
  /** How many options the current suggestions hold (0 = nothing to show). */
  count: number;
}

export type ListAction =
  | { type: 'results'; count: number }
  | { type: 'open' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'hover'; index: number }
  | { type: 'close' }
  /** Escape on a closed list: the controller clears the text. */
  | { type: 'clear' };

export const CLOSED: ListState = { open: false, active: -1, count: 0 };

export function listReducer(state: ListState, action: ListAction): ListState {
  const { count } = state;
  switch (action.type) {
    case 'results':
      // New suggestions: shown at once, nothing active until the shopper arrows into them.
      return { open: action.count > 0, active: -1, count: Math.max(0, action.count) };
    case 'open':
      return count > 0 ? { ...state, open: true } : state;
    case 'next':
      // Down opens a closed list on its first option; past the last it wraps to the first.
      if (count === 0) return state;
      return { ...state, open: true, active: state.open ? (state.active + 1) % count : 0 };
    case 'previous':
      // Up opens a closed list on its last option; above the first it wraps to the last.
      if (count === 0) return state;
      return {
        ...state,
        open: true,
        active: state.open && state.active > 0 ? state.active - 1 : count - 1,
      };
    case 'first':
      return state.open && count > 0 ? { ...state, active: 0 } : state;
    case 'last':
      return state.open && count > 0 ? { ...state, active: count - 1 } : state;
    case 'hover':
      return state.open && action.index >= 0 && action.index < count
        ? { ...state, active: action.index }
        : state;
    case 'close':
      return { ...state, open: false, active: -1 };
    case 'clear':
      return CLOSED;
  }
}

export interface KeyInput {
  key: string;
  altKey?: boolean;
  /** Whether the input holds any text (Escape on a closed list clears it). */
  hasText: boolean;
}

/**
 * The list action a key press maps to, or null to leave the key to the browser. Home and End
 * move within the list only while an option is active; in the text they move the caret.
 */
export function keyAction(
  state: ListState,
  { key, altKey = false, hasText }: KeyInput,
): ListAction | null {
  switch (key) {
    case 'ArrowDown':
      if (state.count === 0) return null;
      return altKey ? { type: 'open' } : { type: 'next' };
    case 'ArrowUp':
      if (state.count === 0) return null;
      return altKey ? { type: 'close' } : { type: 'previous' };
    case 'Home':
      return state.open && state.active >= 0 ? { type: 'first' } : null;
    case 'End':
      return state.open && state.active >= 0 ? { type: 'last' } : null;
    case 'Escape':
      if (state.open) return { type: 'close' };
      return hasText ? { type: 'clear' } : null;
    default:
      return null;
  }
}
