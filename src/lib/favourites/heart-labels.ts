import type { VehicleWords } from '../content/vehicle-words.ts';
import { savedListText } from './saved-list-text.ts';

/** The heart's accessible name either way round: what a press will do to the car. */
export interface HeartLabels {
  /** Not saved yet: 'Save {name}'. */
  save: string;
  /** Saved: the saved list's remove wording, 'Remove {name} from saved cars'. */
  remove: string;
}

/**
 * One place for both names, so the heart drawn at build time (FavouriteToggle.astro, which
 * swaps them in the browser) and the React heart of the search cards say the same.
 */
export function heartLabels(name: string, words: VehicleWords): HeartLabels {
  return { save: `Save ${name}`, remove: savedListText(words).remove(name) };
}

/** The name the heart carries when the car is, or is not, saved. */
export function heartLabel(labels: HeartLabels, saved: boolean): string {
  return saved ? labels.remove : labels.save;
}
