/**
 * What the watch buttons drawn at build time (WatchToggle.astro) do, without React, on the
 * page's watch state: each is pressed while its car is watched and busy while its call is
 * out; a press saves or removes the car (pressWatch: the sign-in hand-off, the call, the
 * toast), and pointing at one starts that code's download. As the React control, the first
 * button starts the page's watch state: which cars this shopper watches, for one who signed
 * in on this browser or has a car waiting from before sign-in.
 */
import type { WatchlistSettings } from './settings.ts';
import { hasWatchWork } from './watch-hints.ts';
import { pressWatch, startWatchState, warmWatchActions, watchState } from './watch-store.ts';

interface WatchButton {
  car: { id: number; name: string };
  watchlist: WatchlistSettings;
}

function readButton(button: HTMLElement): WatchButton | null {
  try {
    const value = JSON.parse(button.dataset['watch'] ?? '') as Partial<WatchButton>;
    const { car, watchlist } = value;
    if (typeof car?.id !== 'number' || typeof car.name !== 'string') return null;
    if (typeof watchlist?.site !== 'string' || typeof watchlist.listPath !== 'string') return null;
    return { car: { id: car.id, name: car.name }, watchlist };
  } catch {
    return null;
  }
}

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-watch]')) {
  const read = readButton(button);
  if (!read) continue;
  const { car, watchlist } = read;
  watchState.subscribe((state) => {
    button.setAttribute('aria-pressed', String(state.watched.has(car.id)));
    if (state.busy.has(car.id)) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
  });
  button.addEventListener('click', () => pressWatch(car, watchlist));
  button.addEventListener('pointerenter', warmWatchActions);
  button.addEventListener('focus', warmWatchActions);
  startWatchState(watchlist, () => hasWatchWork(watchlist.site));
}
