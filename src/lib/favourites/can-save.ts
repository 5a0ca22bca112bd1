import { isSaveable, type SaveableFields } from '../cars/save-buttons.ts';

/**
 * Spec §5 hidden buttons: favourite and compare buttons are hidden (in the modes that hide
 * them) when the car is unavailable (sold or reserved), its price is 0 or below, or it has no
 * photos. The rule lives with the card's button rules; this is its name on the favourites side.
 */
export function canSave(car: SaveableFields): boolean {
  return isSaveable(car);
}

export type { SaveableFields };
