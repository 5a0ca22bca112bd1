/**
 * The favourites bar's only up-front code (the car page's JavaScript bar, DESIGN.md §6). The
 * bar is in the page's HTML, hidden: spec §4 shows it only after the saved list changes. Its
 * island (React) loads when there is something to show: the first change of the list, here
 * (a heart pressed) or in another tab. A shopper who already has saved cars gets it once the
 * page is idle, ready for the next change, as before; one with none downloads no React for
 * it until they save a car (pointing at a heart starts the download: save-buttons.ts).
 */
import type { FavouritesBarProps } from './FavouritesBar.tsx';
import { loadBarIsland } from './bar-island.ts';
import { savedCarsStore } from './store.ts';

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1);
}

function start(slot: HTMLElement, props: FavouritesBarProps): void {
  const store = savedCarsStore(props.site);
  // The list as the page opened with it: the bar measures its first announcement from here.
  const since = store.get();
  let state: 'waiting' | 'loading' | 'done' = 'waiting';
  const wake = () => {
    if (state !== 'waiting') return;
    state = 'loading';
    loadBarIsland().then(
      (island) => {
        state = 'done';
        island.hydrateFavouritesBar(slot, props, since);
      },
      () => {
        state = 'waiting';
      },
    );
  };
  // Kept for the page's life: listening also keeps the store following other tabs.
  store.listen(wake);
  if (since.length > 0) whenIdle(wake);
}

const slot = document.querySelector<HTMLElement>('[data-favourites-bar]');
const json = slot?.dataset['favouritesBar'];
if (slot && json) start(slot, JSON.parse(json) as FavouritesBarProps);
