import type { Options } from '../config/index.ts';
import { FIXED_PAGES, RESERVED_SECTIONS } from '../content/site-routes.ts';

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

/**
 * Why the configured watchlist path cannot be served, or null: the home page, a fixed page,
 * inside a section other routes own (/cars, /sign-in, …), or the saved cars page's own path
 * (`savedCarsPath`, which shares the watchlist's route file). Off means no page, no problem.
 */
export function watchlistPathProblem(
  option: WatchlistOption,
  savedCarsPath: string,
): string | null {
  const page = watchlistPage(option);
  if (!page) return null;
  const { path } = page;
  const taken =
    path === '/' ||
    path === savedCarsPath ||
    (FIXED_PAGES as readonly string[]).includes(path) ||
    RESERVED_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`));
  return taken
    ? `config.watchlist.path: "${option.path}" is already another page's path; choose a path of its own such as "/watchlist"`
    : null;
}
