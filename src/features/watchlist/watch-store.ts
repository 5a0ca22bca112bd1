/**
 * The page's watch state, shared by every watch control on it (cards, the car sidebar, the
 * compare table, the watchlist page). This file is all of the watchlist a page loads up front
 * besides the buttons: the calls, toasts and sign-in hand-off load on first use
 * (watch-actions.ts). It holds no React: the car sidebar's button (WatchToggle.astro) runs on
 * it alone.
 */
import { atom } from 'nanostores';
import { downloadOnce } from '../../lib/loading/download-once.ts';
import { EMPTY_WATCH_STATE, type WatchState } from '../../lib/watchlist/watch-state.ts';
import type { WatchlistSettings } from './settings.ts';

export const watchState = atom<WatchState>(EMPTY_WATCH_STATE);

/** The watchlist's calls and toasts, downloaded once; a failed download is tried again next time. */
export const loadWatchActions = downloadOnce(() => import('./watch-actions.ts'));

/** Pointing at a watch control starts the download before the press lands. */
export function warmWatchActions(): void {
  loadWatchActions().catch(() => undefined);
}

/** A watch control pressed: takes the car off the watchlist when it is on, else saves it. */
export function pressWatch(car: { id: number; name: string }, settings: WatchlistSettings): void {
  const action = watchState.get().watched.has(car.id) ? 'remove' : 'save';
  void loadWatchActions().then((actions) => actions.toggleWatch(car, settings, action));
}

let started = false;

/**
 * Once per page, after the page has settled: shows which cars are watched, and saves the car
 * a shopper pressed before signing in. Only for visitors who have signed in on this browser
 * or have a car waiting; nobody else's page asks the API anything.
 */
export function startWatchState(settings: WatchlistSettings, hasWork: () => boolean): void {
  if (started) return;
  started = true;
  if (!hasWork()) return;
  const run = () => {
    loadWatchActions()
      .then((module) => module.startWatchlist(settings))
      .catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1);
}
