/**
 * Spec §4 Watchlist: "optimistic local update first, then the call. On removal the entry is
 * dropped locally first." Which cars the page shows as watched, as a reducer: a change shows
 * at once, and a failed call puts that one car back as it was. While a car's call is out its
 * control does nothing more, so a rollback never undoes a later change to the same car.
 */
export type WatchAction = 'save' | 'remove';

export interface WatchState {
  /** Car ids shown as watched. */
  watched: ReadonlySet<number>;
  /** Car ids whose save or remove call has not answered yet. */
  busy: ReadonlySet<number>;
}

export type WatchEvent =
  /** The list as the API has it (GET /api/watchlist). */
  | { type: 'loaded'; carIds: readonly number[] }
  /** The shopper saved or removed a car: shown now, the call follows. */
  | { type: 'started'; carId: number; action: WatchAction }
  /** The call succeeded. */
  | { type: 'confirmed'; carId: number }
  /** The call failed: the car goes back to how it was before `action`. */
  | { type: 'failed'; carId: number; action: WatchAction }
  /** Signed out: nothing is watched. */
  | { type: 'cleared' };

export const EMPTY_WATCH_STATE: WatchState = { watched: new Set(), busy: new Set() };

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
