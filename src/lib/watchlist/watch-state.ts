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
