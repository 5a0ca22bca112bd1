import Icon from '../../components/ui/Icon.tsx';
import { checkIcon, compareIcon } from '../../components/ui/icon-set.ts';
import { hasSavedCar } from '../../lib/favourites/list.ts';
import type { SavedCar } from '../../lib/favourites/saved-car.ts';
import { toggleFavourite } from './store.ts';
import { useSavedCars } from './use-saved-cars.ts';

export interface CompareToggleProps {
  site: string;
  car: SavedCar;
  /** Spec §5 hidden buttons, as for FavouriteToggle. */
  allowed?: boolean;
  className?: string;
}

/**
 * The car sidebar's 'Compare' button. Compare works on the saved list, so this is the
 * favourite toggle in words: pressed when the car is saved (and so in the comparison).
 */
export default function CompareToggle({
  site,
  car,
  allowed = true,
  className,
}: CompareToggleProps) {
  const saved = useSavedCars(site);
  if (!allowed) return null;
  const pressed = saved !== null && hasSavedCar(saved, car.id);
  return (
    <button
      type="button"
      className={['fc-btn fc-btn--ghost fc-btn--sm', className].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      onClick={() => toggleFavourite(site, car)}
    >
      <Icon icon={pressed ? checkIcon : compareIcon} size={18} />
      Compare<span className="fc-visually-hidden"> {car.name}</span>
    </button>
  );
}
