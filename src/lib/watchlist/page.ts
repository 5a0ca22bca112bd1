import type { Options } from '../config/index.ts';

export type WatchlistOption = Options['watchlist'];

export interface WatchlistPage {
  /** Site path, e.g. '/watchlist'. */
  path: string;
  /** Page title and header link label. */
  label: string;
}

export const WATCHLIST_LABEL = 'Watchlist';

/** The dealer's watchlist page (issue 14: its path is the dealer option), or null when off. */
export function watchlistPage(option: WatchlistOption): WatchlistPage | null {
  if (!option.enabled) return null;
  const trimmed = option.path.replace(/\/+$/, '');
  return { path: trimmed === '' ? '/' : trimmed, label: WATCHLIST_LABEL };
}

/** The page's route parameter: its path without the leading and trailing slashes. */
export function watchlistRouteParam(page: WatchlistPage): string {
  return page.path.replace(/^\/+|\/+$/g, '');
}
