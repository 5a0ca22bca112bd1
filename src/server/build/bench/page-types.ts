import { RESERVED_SECTIONS } from '../../../lib/content/site-routes.ts';
import { COMPARE_PATH, FAVOURITES_PATH } from '../../../lib/favourites/index.ts';

/** The page types the DESIGN.md §6 weight bars speak of, by the route that serves the page. */
export type PageKind =
  'home' | 'search' | 'car' | 'content' | 'location' | 'saved' | 'not-found' | 'other';

/** Report order and labels. */
export const PAGE_KINDS: ReadonlyArray<{ kind: PageKind; label: string }> = [
  { kind: 'home', label: 'home' },
  { kind: 'search', label: 'search + landing' },
  { kind: 'car', label: 'car' },
  { kind: 'content', label: 'content' },
  { kind: 'location', label: 'locations + contact-us' },
  { kind: 'saved', label: 'compare + saved cars + watchlist' },
  { kind: 'not-found', label: '404' },
  { kind: 'other', label: 'other' },
];

/** The paths a dealer's config moves; everything else is fixed by the route files. */
export interface SiteRoutes {
  searchPath: string;
  savedCarsPath: string;
  /** Null when the dealer has no watchlist. */
  watchlistPath: string | null;
}

/** What a dealer without those settings gets (config/search.ts and favourites/pages.ts). */
export const DEFAULT_ROUTES: SiteRoutes = {
  searchPath: '/search/new-used-and-demo-cars',
  savedCarsPath: FAVOURITES_PATH,
  watchlistPath: null,
};

/** Sections served by the route files this module names; every other reserved one is 'other'. */
const CONTENT_SECTIONS = ['/brands', '/pages', '/models'];
const LOCATION_SECTIONS = ['/locations', '/contact-us'];

/**
 * The site path a built file is served at: 'index.html' → '/', 'finance/index.html' →
 * '/finance', '404.html' → '/404'. `file` is relative to the site, with '/' separators.
 */
export function pagePath(file: string): string {
  const page = file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${page}`.replace(/\/+$/, '') || '/';
}

/** The kind of page a built HTML file is. */
export function pageKind(file: string, routes: SiteRoutes): PageKind {
  const path = pagePath(file);
  if (path === '/') return 'home';
  if (path === '/404') return 'not-found';
  if (within(path, '/search')) return 'search';
  if (/^\/cars\/[^/]+$/.test(path)) return 'car';
  if (LOCATION_SECTIONS.some((section) => within(path, section))) return 'location';
  if (path === COMPARE_PATH || path === trimSlash(routes.savedCarsPath)) return 'saved';
  if (routes.watchlistPath && path === trimSlash(routes.watchlistPath)) return 'saved';
  // A stray file such as a search console's verification page is no page of the site's own.
  if (!/(^|\/)index\.html$/.test(file)) return 'other';
  if (CONTENT_SECTIONS.some((section) => within(path, section))) return 'content';
  // Fixed pages and the dealer's own pages (models, extra pages) live outside the reserved
  // sections; inside one, a page belongs to a later capability (forms, checkout, print).
  return RESERVED_SECTIONS.some((section) => within(path, section)) ? 'other' : 'content';
}

/** The search page itself, its /search alias, or one of its landing pages. */
export function searchRole(
  file: string,
  routes: SiteRoutes,
): 'search' | 'alias' | 'landing' | null {
  if (pageKind(file, routes) !== 'search') return null;
  const path = pagePath(file);
  if (path === trimSlash(routes.searchPath)) return 'search';
  return path === '/search' ? 'alias' : 'landing';
}

function within(path: string, section: string): boolean {
  return path === section || path.startsWith(`${section}/`);
}

function trimSlash(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}
