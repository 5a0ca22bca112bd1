import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { EVENT_IDS } from '../../lib/analytics/events.ts';
import { track } from '../../lib/analytics/track.ts';
import {
  addSavedCar,
  removeSavedCar,
  toggleSavedCar,
  type SavedCarList,
} from '../../lib/favourites/list.ts';
import type { SavedCar } from '../../lib/favourites/saved-car.ts';
import {
  favouritesStorageKey,
  parseSavedCars,
  serialiseSavedCars,
} from '../../lib/favourites/storage.ts';

export type SavedCarsStore = WritableAtom<SavedCarList>;

const EMPTY: SavedCarList = Object.freeze([]);
const stores = new Map<string, SavedCarsStore>();

/**
 * The site's saved list, kept in localStorage and shared by every island on the page (one
 * store per site key). Changes made in another tab arrive through storage events.
 */
export function savedCarsStore(site: string): SavedCarsStore {
  const key = favouritesStorageKey(site);
  let store = stores.get(key);
  if (!store) {
    store = persistentAtom<SavedCarList>(key, EMPTY, {
      encode: serialiseSavedCars,
      decode: parseSavedCars,
    });
    stores.set(key, store);
  }
  return store;
}

/**
 * Adds or removes the car; true when it was added. Adding fires tracking event 39
 * (spec §4 favourite toggle), once the car is really stored.
 */
export function toggleFavourite(site: string, car: SavedCar): boolean {
  const store = savedCarsStore(site);
  const { list, added } = toggleSavedCar(store.get(), car);
  if (!write(store, list)) return false;
  if (added) trackAdd(car);
  return added;
}

/** Saves the car (no event when it is already saved). */
export function addFavourite(site: string, car: SavedCar): void {
  const store = savedCarsStore(site);
  const list = addSavedCar(store.get(), car);
  if (list !== store.get() && write(store, list)) trackAdd(car);
}

export function removeFavourite(site: string, id: number): void {
  const store = savedCarsStore(site);
  write(store, removeSavedCar(store.get(), id));
}

/** Stores the list; false when storage refused it (full or blocked), leaving the list as it was. */
function write(store: SavedCarsStore, list: SavedCarList): boolean {
  if (list === store.get()) return true;
  try {
    store.set(list);
    return true;
  } catch {
    return false;
  }
}

function trackAdd(car: SavedCar): void {
  track(EVENT_IDS.favouriteAdd, { car_id: car.id, dealership_id: car.dealership_id ?? undefined });
}
