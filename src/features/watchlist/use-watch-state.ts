import { useSyncExternalStore } from 'react';
import { EMPTY_WATCH_STATE, type WatchState } from '../../lib/watchlist/watch-state.ts';
import { watchState } from './watch-store.ts';

const subscribe = (onChange: () => void) => watchState.listen(onChange);
const serverSnapshot = (): WatchState => EMPTY_WATCH_STATE;

/** The page's watch state; nothing watched in the HTML, so hydration matches it. */
export function useWatchState(): WatchState {
  return useSyncExternalStore(subscribe, watchState.get, serverSnapshot);
}
