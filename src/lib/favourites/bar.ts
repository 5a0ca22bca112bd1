import { vehicleWords, type VehicleWords } from '../content/vehicle-words.ts';
import type { SavedCarList } from './list.ts';
import { savedListText } from './saved-list-text.ts';
import type { SavedCar } from './saved-car.ts';

/** Spec §9: the favourites bar shows 3 cars, hides after 5000 ms, and caps its +N badge at 9. */
export const BAR_CAR_LIMIT = 3;
export const BAR_AUTO_HIDE_MS = 5000;
export const BAR_BADGE_CAP = 9;

export interface FavouritesBarView {
  /** The cars shown, newest first: at most BAR_CAR_LIMIT. */
  cars: readonly SavedCar[];
  /** Saved cars beyond those shown (uncapped). */
  more: number;
  /** '+N' on the Compare Cars link, capped at '+9'; null when every car is shown. */
  badge: string | null;
  /** 'No Saved Cars' with a 'Get Started' link instead of cars. */
  empty: boolean;
}

export function favouritesBarView(list: SavedCarList): FavouritesBarView {
  const more = Math.max(0, list.length - BAR_CAR_LIMIT);
  return {
    cars: list.slice(0, BAR_CAR_LIMIT),
    more,
    badge: more > 0 ? `+${Math.min(more, BAR_BADGE_CAP)}` : null,
    empty: list.length === 0,
  };
}

/** Spec §2: the bar sticks to the bottom of the window on paths containing 'cars' or 'search'. */
export function isStickyBarPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path.includes('cars') || path.includes('search');
}

/** The bar's words about what it holds, in the dealer's vehicle noun (spec §2/§9 for cars). */
export interface FavouritesBarText {
  /** 'Saved cars': the bar's name. */
  region: string;
  /** 'No Saved Cars' */
  empty: string;
  /** 'Compare Cars' */
  compare: string;
  /** 'Hide saved cars' */
  hide: string;
}

const CARS = vehicleWords('car');

/** The bar's words for a dealer selling `words` (vehicleWords: one place decides the noun). */
export function favouritesBarText(words: VehicleWords = CARS): FavouritesBarText {
  const { plural } = words;
  const { empty, compare } = savedListText(words);
  return {
    region: `Saved ${plural}`,
    empty,
    compare,
    hide: `Hide saved ${plural}`,
  };
}

/** Whether two versions of the list hold different cars or a different order. */
export function savedListChanged(before: SavedCarList, after: SavedCarList): boolean {
  if (before.length !== after.length) return true;
  return before.some((car, i) => car.id !== after[i]?.id);
}

/**
 * What the bar's live region says about a change: 'Saved {name}' or 'Removed {name}' for one
 * car, a count for anything bigger (another tab cleared the list); null when nothing changed.
 */
export function changeAnnouncement(
  before: SavedCarList,
  after: SavedCarList,
  words: VehicleWords = CARS,
): string | null {
  if (!savedListChanged(before, after)) return null;
  const beforeIds = new Set(before.map((car) => car.id));
  const afterIds = new Set(after.map((car) => car.id));
  const added = after.filter((car) => !beforeIds.has(car.id));
  const removed = before.filter((car) => !afterIds.has(car.id));
  if (added.length === 1 && removed.length === 0) return `Saved ${added[0]?.name}`;
  if (removed.length === 1 && added.length === 0) return `Removed ${removed[0]?.name}`;
  return `Saved ${words.plural} updated: ${savedCountText(after.length, words)}`;
}

/** '1 saved car', '4 saved cars' ('2 saved motorcycles' with a motorcycle dealer's words). */
export function savedCountText(count: number, words: VehicleWords = CARS): string {
  return `${count} saved ${count === 1 ? words.singular : words.plural}`;
}
