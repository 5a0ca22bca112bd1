import type { SavedCarsOption } from '../config/index.ts';
import { FIXED_PAGES, RESERVED_SECTIONS } from '../content/site-routes.ts';

/** Spec §2: the compare page, available in both saved-cars modes. */
export const COMPARE_PATH = '/compare';
export const FAVOURITES_PATH = '/favourites';
export const FAVOURITES_LABEL = 'Favourites';

export interface SavedCarsPage {
  /** Site path: '/favourites', or the dealer's garage path such as '/my-meridian-garage'. */
  path: string;
  /** Page title and link label: 'Favourites', or the garage label such as 'myGarage'. */
  label: string;
}

/** The saved cars page: /favourites, or (garage mode) the dealer's garage page in its place. */
export function savedCarsPage(option: SavedCarsOption): SavedCarsPage {
  return option.mode === 'garage'
    ? { path: normalisePath(option.path), label: option.label }
    : { path: FAVOURITES_PATH, label: FAVOURITES_LABEL };
}

/** The saved cars page's route parameter: its path without the leading and trailing slashes. */
export function savedCarsRouteParam(option: SavedCarsOption): string {
  return savedCarsPage(option).path.replace(/^\/+|\/+$/g, '');
}

function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Why the configured garage path cannot be served, or null: the home page, another page's
 * path, or inside a section other routes own (/compare, /cars/…). /favourites itself is free
 * in garage mode, since the garage page replaces it.
 */
export function savedCarsPathProblem(option: SavedCarsOption): string | null {
  if (option.mode !== 'garage') return null;
  const path = normalisePath(option.path);
  const taken =
    path === '/' ||
    (FIXED_PAGES as readonly string[]).includes(path) ||
    RESERVED_SECTIONS.some(
      (section) =>
        section !== FAVOURITES_PATH && (path === section || path.startsWith(`${section}/`)),
    );
  return taken
    ? `config.saved_cars.path: "${option.path}" is already another page's path; choose a path of its own such as "/my-garage"`
    : null;
}
