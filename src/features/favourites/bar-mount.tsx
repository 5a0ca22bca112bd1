import { hydrateRoot } from 'react-dom/client';
import type { SavedCarList } from '../../lib/favourites/list.ts';
import FavouritesBar, { type FavouritesBarProps } from './FavouritesBar.tsx';

/**
 * Brings the bar drawn at build time (FavouritesBarMount.astro) to life. `since` is the saved
 * list as the page first had it: a change made before this code arrived (the press that
 * asked for it) opens the bar as if the bar had seen it.
 */
export function hydrateFavouritesBar(
  slot: HTMLElement,
  props: FavouritesBarProps,
  since: SavedCarList,
): void {
  hydrateRoot(slot, <FavouritesBar {...props} since={since} />);
}
