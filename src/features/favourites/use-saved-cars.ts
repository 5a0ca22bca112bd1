import { useCallback, useSyncExternalStore } from 'react';
import type { SavedCarList } from '../../lib/favourites/list.ts';
import { savedCarsStore } from './store.ts';

const serverSnapshot = (): null => null;

/**
 * The saved list, or null while unknown: on the server and during hydration (the build has
 * no localStorage), so the first client render matches the HTML and switches right after.
 */
export function useSavedCars(site: string): SavedCarList | null {
  const store = savedCarsStore(site);
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  return useSyncExternalStore(subscribe, store.get, serverSnapshot);
}
