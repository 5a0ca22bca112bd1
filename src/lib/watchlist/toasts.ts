import type { WatchAction } from './watch-state.ts';

/** Spec §8 watchlist success toasts, word for word; both carry a View List link. */
export const VIEW_LIST_LABEL = 'View List';

export interface WatchToast {
  title: string;
  message: string;
  link: { label: string; href: string };
}

const TEXTS: Record<WatchAction, { title: string; message: (carName: string) => string }> = {
  save: {
    title: 'Car Saved In Watchlist',
    message: (carName) => `${carName} is now available in your watchlist`,
  },
  remove: {
    title: 'Car Removed',
    message: (carName) => `${carName} is no longer in your watchlist`,
  },
};

/** The toast after a save or remove call succeeded; `listPath` is the dealer's watchlist page. */
export function watchToast(action: WatchAction, carName: string, listPath: string): WatchToast {
  const text = TEXTS[action];
  return {
    title: text.title,
    message: text.message(carName),
    link: { label: VIEW_LIST_LABEL, href: listPath },
  };
}

/** Spec §9 "toast removal 1000000 ms": a toast stays until dismissed or replaced, in practice. */
export const TOAST_REMOVAL_MS = 1_000_000;
