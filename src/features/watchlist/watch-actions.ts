/**
 * What a watch control does, loaded on first use (watch-store.ts): spec §4 "optimistic local
 * update first, then the call. On removal the entry is dropped locally first. Without a
 * signed-in phone the user is sent to sign-in"; spec §8 the success toasts, and on failure
 * the rollback with an alert carrying the API's message.
 */
import {
  isPendingHere,
  parsePendingSave,
  serialisePendingSave,
  type PendingSave,
} from '../../lib/watchlist/pending-save.ts';
import { pendingSaveKey } from '../../lib/watchlist/storage-keys.ts';
import { safeSitePath } from '../../lib/watchlist/safe-path.ts';
import { signInHref } from '../../lib/watchlist/sign-in-link.ts';
import { downloadOnce } from '../../lib/loading/download-once.ts';
import { watchToast, type WatchToast } from '../../lib/watchlist/toasts.ts';
import { watchReducer } from '../../lib/watchlist/watch-reducer.ts';
import type { WatchAction, WatchEvent } from '../../lib/watchlist/watch-state.ts';
import { getWatchlist, removeCar, saveCar, type Answer, type Watchlist } from './api.ts';
import { forgetSignedIn, rememberSignedIn, signedInPhone } from './session-memory.ts';
import type { WatchlistSettings } from './settings.ts';
import { storedEmail } from './stored-email.ts';
import { watchState } from './watch-store.ts';

export interface WatchedCarRef {
  id: number;
  name: string;
}

/**
 * The toasts are React (toast-host.tsx), fetched when a toast is due or a press may bring one:
 * a signed-in visitor's page loads this module at idle only to mark the watched cars, and
 * downloads no React for that.
 */
const loadToasts = downloadOnce(() => import('./toast-host.tsx'));

function showToast(toast: WatchToast): void {
  loadToasts()
    .then((host) => host.showToast(toast))
    .catch(() => undefined);
}

function showAlert(message: string): void {
  loadToasts()
    .then((host) => host.showAlert(message))
    .catch(() => undefined);
}

function dispatch(event: WatchEvent): void {
  watchState.set(watchReducer(watchState.get(), event));
}

const currentPage = () => safeSitePath(`${location.pathname}${location.search}${location.hash}`);

function takePending(site: string): PendingSave | null {
  try {
    const pending = parsePendingSave(sessionStorage.getItem(pendingSaveKey(site)));
    // Taken once, whatever happens next: a shopper who backed out of sign-in is not asked again.
    sessionStorage.removeItem(pendingSaveKey(site));
    return pending;
  } catch {
    return null;
  }
}

/** Sends the shopper to sign-in, to come back here with the car saved. */
function signInFirst(car: WatchedCarRef, settings: WatchlistSettings): void {
  const page = currentPage();
  try {
    const pending = serialisePendingSave({ carId: car.id, name: car.name, page });
    sessionStorage.setItem(pendingSaveKey(settings.site), pending);
  } catch {
    // Without storage the shopper signs in and presses again.
  }
  location.assign(signInHref({ redirect: page, back: page }));
}

/** Saves or removes the car: shown at once, rolled back with an alert if the call fails. */
export async function toggleWatch(
  car: WatchedCarRef,
  settings: WatchlistSettings,
  action: WatchAction,
): Promise<void> {
  if (watchState.get().busy.has(car.id)) return;
  const phone = await signedInPhone(settings.site);
  if (!phone) {
    signInFirst(car, settings);
    return;
  }
  dispatch({ type: 'started', carId: car.id, action });
  // Fetched beside the call, so the toast shows with the answer, and an alert can still show
  // when the call fails because the connection dropped after this point.
  loadToasts().catch(() => undefined);
  const answer =
    action === 'save'
      ? await saveCar(phone, car.id, storedEmail(settings.site))
      : await removeCar(phone, car.id);
  if (answer.ok) {
    dispatch({ type: 'confirmed', carId: car.id });
    showToast(watchToast(action, car.name, settings.listPath, settings.words));
    return;
  }
  dispatch({ type: 'failed', carId: car.id, action });
  if (answer.status === 401) forgetSignedIn(settings.site);
  showAlert(answer.error);
}

/** Loads the watched cars into the page's watch state; the API's answer as it came. */
export async function loadWatched(settings: WatchlistSettings): Promise<Answer<Watchlist>> {
  const answer = await getWatchlist();
  if (answer.ok) {
    rememberSignedIn(settings.site, answer.body.phone_number);
    dispatch({ type: 'loaded', carIds: answer.body.entries.map((entry) => entry.car_id) });
  } else if (answer.status === 401) {
    forgetSignedIn(settings.site);
    dispatch({ type: 'cleared' });
  }
  return answer;
}

/** After sign-out: nothing is watched on this page any more. */
export function clearWatched(settings: WatchlistSettings): void {
  forgetSignedIn(settings.site);
  dispatch({ type: 'cleared' });
}

/** On a page with watch controls: the watched cars, then the car waiting from before sign-in. */
export async function startWatchlist(settings: WatchlistSettings): Promise<void> {
  const pending = takePending(settings.site);
  const { ok: signedIn } = await loadWatched(settings);
  if (!signedIn || !pending || !isPendingHere(pending, currentPage())) return;
  if (watchState.get().watched.has(pending.carId)) {
    showToast(watchToast('save', pending.name, settings.listPath, settings.words));
    return;
  }
  await toggleWatch({ id: pending.carId, name: pending.name }, settings, 'save');
}
