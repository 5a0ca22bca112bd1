import type { CarSummary } from './car-summary.ts';

/**
 * Where the compare and favourite buttons show: on every car ('always'), or only on cars
 * worth saving ('saveable-only'). Spec §5 says "hidden in some modes" without naming them;
 * the dealer picks one with `config.save_buttons`, whose schema is built from this list.
 */
export const SAVE_BUTTONS_MODES = ['always', 'saveable-only'] as const;

export type SaveButtonsMode = (typeof SAVE_BUTTONS_MODES)[number];

export type SaveableFields = Pick<CarSummary, 'sold' | 'reserved' | 'price' | 'photos_count'>;

/** Spec §5: a car is worth saving when it is available (not sold or reserved), priced above 0 and has photos. */
export function isSaveable(car: SaveableFields): boolean {
  return !car.sold && !car.reserved && car.price > 0 && car.photos_count > 0;
}

/** Whether a card or sidebar shows the compare and favourite buttons for this car. */
export function showSaveButtons(car: SaveableFields, mode: SaveButtonsMode): boolean {
  return mode === 'always' || isSaveable(car);
}
