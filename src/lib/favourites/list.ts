import type { SavedCar } from './saved-car.ts';

/**
 * The saved list is newest first: the favourites bar shows the three most recently saved
 * cars and the compare table opens with them. Each car is in it at most once (by id).
 * Functions return the same array when nothing changes, so a store does not report a change.
 */
export type SavedCarList = readonly SavedCar[];

export function hasSavedCar(list: SavedCarList, id: number): boolean {
  return list.some((car) => car.id === id);
}

/** Puts the car first; a car already saved keeps its place (and its first snapshot). */
export function addSavedCar(list: SavedCarList, car: SavedCar): SavedCarList {
  return hasSavedCar(list, car.id) ? list : [car, ...list];
}

export function removeSavedCar(list: SavedCarList, id: number): SavedCarList {
  return hasSavedCar(list, id) ? list.filter((car) => car.id !== id) : list;
}

/** Adds the car, or removes it when already saved; `added` says which happened. */
export function toggleSavedCar(
  list: SavedCarList,
  car: SavedCar,
): { list: SavedCarList; added: boolean } {
  return hasSavedCar(list, car.id)
    ? { list: removeSavedCar(list, car.id), added: false }
    : { list: addSavedCar(list, car), added: true };
}
