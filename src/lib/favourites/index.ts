/** Saved cars (favourites): snapshots, the saved list, its storage, the bar's rules and pages. */
export { savedCarStatus, toSavedCar, type SavedCar, type SavedCarSource } from './saved-car.ts';
export {
  addSavedCar,
  hasSavedCar,
  removeSavedCar,
  toggleSavedCar,
  type SavedCarList,
} from './list.ts';
export {
  favouritesStorageKey,
  parseSavedCar,
  parseSavedCars,
  serialiseSavedCars,
} from './storage.ts';
export {
  BAR_AUTO_HIDE_MS,
  BAR_BADGE_CAP,
  BAR_CAR_LIMIT,
  changeAnnouncement,
  favouritesBarText,
  favouritesBarView,
  isStickyBarPath,
  savedCountText,
  savedListChanged,
  type FavouritesBarText,
  type FavouritesBarView,
} from './bar.ts';
export { canSave, type SaveableFields } from './can-save.ts';
export {
  COMPARE_PATH,
  FAVOURITES_LABEL,
  FAVOURITES_PATH,
  savedCarsPage,
  savedCarsPathProblem,
  savedCarsRouteParam,
  type SavedCarsPage,
} from './pages.ts';
