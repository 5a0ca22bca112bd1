/** A search hit as the saved-car snapshot favourites keep (hits carry location.name, not location_name). */
import { toSavedCar, type SavedCar, type SavedCarSource } from '../../favourites/saved-car.ts';
import type { CarHit } from '../engine/hit.ts';

export function savedCarFromHit(hit: CarHit): SavedCar {
  const source: SavedCarSource = { ...hit, location_name: hit.location.name };
  return toSavedCar(source);
}
