import {
  EMPTY_WATCH_STATE,
  type WatchAction,
  type WatchEvent,
  type WatchState,
} from './watch-state.ts';

/**
 * The watch state's transitions (watch-state.ts), apart from its types so a page's up-front
 * code carries only the empty state and the reducer loads with the calls that use it.
 */
function withId(ids: ReadonlySet<number>, id: number, present: boolean): ReadonlySet<number> {
  if (ids.has(id) === present) return ids;
  const next = new Set(ids);
  if (present) next.add(id);
  else next.delete(id);
  return next;
}

/** The next state; the same object when the event changes nothing. */
export function watchReducer(state: WatchState, event: WatchEvent): WatchState {
  switch (event.type) {
    case 'loaded': {
      // A car whose call is still out keeps what the shopper just did to it.
      const watched = new Set(event.carIds.filter((id) => !state.busy.has(id)));
      for (const id of state.busy) if (state.watched.has(id)) watched.add(id);
      return { ...state, watched };
    }
    case 'started': {
      if (state.busy.has(event.carId)) return state;
      return {
        watched: withId(state.watched, event.carId, event.action === 'save'),
        busy: withId(state.busy, event.carId, true),
      };
    }
    case 'confirmed':
      if (!state.busy.has(event.carId)) return state;
      return { ...state, busy: withId(state.busy, event.carId, false) };
    case 'failed':
      if (!state.busy.has(event.carId)) return state;
      return {
        watched: withId(state.watched, event.carId, event.action !== 'save'),
        busy: withId(state.busy, event.carId, false),
      };
    case 'cleared':
      return state.watched.size === 0 && state.busy.size === 0 ? state : EMPTY_WATCH_STATE;
  }
}

/** What pressing a car's control does: remove when it shows as watched, else save. */
export function actionFor(state: WatchState, carId: number): WatchAction {
  return state.watched.has(carId) ? 'remove' : 'save';
}
