import { titleNoun, vehicleWords, type VehicleWords } from '../content/vehicle-words.ts';
import type { WatchAction } from './watch-state.ts';

/**
 * Spec §8 watchlist success toasts, word for word for a car dealer ('Car Saved In Watchlist');
 * a motorcycle dealer's say 'Motorcycle'. Both carry a View List link.
 */
export const VIEW_LIST_LABEL = 'View List';

export interface WatchToast {
  title: string;
  message: string;
  link: { label: string; href: string };
}

type ToastText = { title: (noun: string) => string; message: (carName: string) => string };

const TEXTS: Record<WatchAction, ToastText> = {
  save: {
    title: (noun) => `${noun} Saved In Watchlist`,
    message: (carName) => `${carName} is now available in your watchlist`,
  },
  remove: {
    title: (noun) => `${noun} Removed`,
    message: (carName) => `${carName} is no longer in your watchlist`,
  },
};

/** The toast after a save or remove call succeeded; `listPath` is the dealer's watchlist page. */
export function watchToast(
  action: WatchAction,
  carName: string,
  listPath: string,
  words: VehicleWords = vehicleWords('car'),
): WatchToast {
  const text = TEXTS[action];
  return {
    title: text.title(titleNoun(words.singular)),
    message: text.message(carName),
    link: { label: VIEW_LIST_LABEL, href: listPath },
  };
}

/** Spec §9 "toast removal 1000000 ms": a toast stays until dismissed or replaced, in practice. */
export const TOAST_REMOVAL_MS = 1_000_000;
