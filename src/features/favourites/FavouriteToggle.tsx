import Icon from '../../components/ui/Icon.tsx';
import { heartIcon } from '../../components/ui/icon-set.ts';
import type { VehicleWords } from '../../lib/content/vehicle-words.ts';
import { heartLabel, heartLabels } from '../../lib/favourites/heart-labels.ts';
import { hasSavedCar } from '../../lib/favourites/list.ts';
import type { SavedCar } from '../../lib/favourites/saved-car.ts';
import styles from './FavouriteToggle.module.scss';
import { toggleFavourite } from './store.ts';
import { useSavedCars } from './use-saved-cars.ts';

export interface FavouriteToggleProps {
  /** The dealer slug: the saved list's per-site key. */
  site: string;
  car: SavedCar;
  /** The dealer's vehicle noun: 'Remove … from saved motorcycles' on a motorcycle dealer. */
  words: VehicleWords;
  /**
   * Spec §5 hidden buttons: false hides the button. The parent decides, since only some
   * modes hide it (use canSave(car) from src/lib/favourites where the mode says so).
   */
  allowed?: boolean;
  className?: string;
}

/**
 * The heart on a search card: saves the car, or removes it when saved. The car page draws
 * the same button without React (FavouriteToggle.astro).
 */
export default function FavouriteToggle({
  site,
  car,
  words,
  allowed = true,
  className,
}: FavouriteToggleProps) {
  const saved = useSavedCars(site);
  if (!allowed) return null;
  const pressed = saved !== null && hasSavedCar(saved, car.id);
  return (
    <button
      type="button"
      className={[styles.toggle, className].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      aria-label={heartLabel(heartLabels(car.name, words), pressed)}
      onClick={() => toggleFavourite(site, car)}
    >
      <Icon icon={heartIcon} size={22} filled={pressed} className={styles.heart} />
    </button>
  );
}
