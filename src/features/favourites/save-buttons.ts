/**
 * What the hearts and Compare buttons drawn at build time (FavouriteToggle.astro,
 * CompareToggle.astro) do, without React: each is pressed while its car is in the saved list
 * (read from this browser after load, and kept in step as the list changes here or in another
 * tab), and a press saves or removes the car through the same store as the React heart, with
 * its event 39. Pointing at one starts the favourites bar's download, so the bar is ready to
 * show the change the press makes.
 */
import { hasSavedCar } from '../../lib/favourites/list.ts';
import { heartLabel } from '../../lib/favourites/heart-labels.ts';
import { parseSavedCar } from '../../lib/favourites/storage.ts';
import { loadBarIsland } from './bar-island.ts';
import { savedCarsStore, toggleFavourite } from './store.ts';

const INTENT = ['pointerenter', 'focus', 'touchstart'] as const;

function readCar(button: HTMLElement) {
  try {
    return parseSavedCar(JSON.parse(button.dataset['saveCar'] ?? ''));
  } catch {
    return null;
  }
}

/** Draws the pressed state as the React toggles render it: aria-pressed, the name, the filled heart. */
function show(button: HTMLButtonElement, saved: boolean): void {
  button.setAttribute('aria-pressed', String(saved));
  const { labelSave, labelRemove } = button.dataset;
  if (labelSave && labelRemove)
    button.setAttribute('aria-label', heartLabel({ save: labelSave, remove: labelRemove }, saved));
  // Icon's `filled`: the saved heart is a solid shape.
  if (button.dataset['saveFill'] !== undefined)
    button.querySelector('svg')?.classList.toggle('fc-icon--filled', saved);
}

function warmBar(): void {
  loadBarIsland().catch(() => undefined);
}

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-save-toggle]')) {
  const site = button.dataset['saveToggle'];
  const car = readCar(button);
  if (!site || !car) continue;
  savedCarsStore(site).subscribe((list) => show(button, hasSavedCar(list, car.id)));
  button.addEventListener('click', () => toggleFavourite(site, car));
  for (const type of INTENT) button.addEventListener(type, warmBar, { once: true, passive: true });
}
