import type { Dealer } from '../config/index.ts';

/**
 * A page at a path the platform fixes. `route: 'file'`: built by a route file of its own in
 * src/pages, the file Astro serves the path from (/finance → finance.astro, /locations →
 * locations/index.astro); each page type keeps its own route so a page carries only its own
 * components' CSS (Astro bundles a route's CSS for every page the route builds).
 * `route: 'data-pages'`: built by the data-pages route ([...path].astro) as that kind of data
 * page, only while the dealer has the data; the path stays reserved either way.
 */
export type FixedPage =
  | { path: string; route: 'file' }
  | { path: string; route: 'data-pages'; kind: 'models' | 'special-offers' };

/**
 * Every fixed page: the one list. tests/unit/content/fixed-page-routes.test.ts fails when the
 * route files in src/pages and this table disagree.
 */
export const FIXED_PAGE_TABLE = [
  { path: '/', route: 'file' },
  { path: '/finance', route: 'file' },
  { path: '/faqs', route: 'file' },
  { path: '/service', route: 'file' },
  { path: '/valuations', route: 'file' },
  { path: '/electric-cars', route: 'file' },
  { path: '/privacy-policy', route: 'file' },
  { path: '/pages/privacy-statement', route: 'file' },
  { path: '/terms', route: 'file' },
  { path: '/locations', route: 'file' },
  { path: '/compare', route: 'file' },
  { path: '/print', route: 'file' },
  { path: '/success', route: 'file' },
  { path: '/finance-pre-approval', route: 'file' },
  { path: '/instant-price', route: 'file' },
  { path: '/cars/trade-in', route: 'file' },
  { path: '/reservation', route: 'file' },
  { path: '/404', route: 'file' },
  { path: '/models', route: 'data-pages', kind: 'models' },
  { path: '/special-offers', route: 'data-pages', kind: 'special-offers' },
] as const satisfies readonly FixedPage[];

/** The paths of the fixed pages: taken for data pages, model overrides and the garage page. */
export const FIXED_PAGES: readonly (typeof FIXED_PAGE_TABLE)[number]['path'][] =
  FIXED_PAGE_TABLE.map((page) => page.path);

/**
 * Path sections served by other route files or by later capabilities (search, car pages,
 * forms, API). A configured page or model may not be placed inside one.
 */
export const RESERVED_SECTIONS = [
  '/search',
  '/cars',
  '/compare',
  '/favourites',
  '/finance-pre-approval',
  '/instant-price',
  '/sign-in',
  '/success',
  '/print',
  '/brands',
  '/locations',
  '/contact-us',
  '/models',
  '/pages',
  '/api',
  '/media',
  '/_astro',
] as const;

/** The site path of a link, or null when it leaves the site (absolute URL, tel:, mailto:). */
export function sitePathOf(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.split(/[?#]/)[0] ?? href;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** True when `path` is already a page or lies in a section another route owns. */
export function isTakenPath(path: string, dealer: Pick<Dealer, 'config'>): boolean {
  if ((FIXED_PAGES as readonly string[]).includes(path)) return true;
  const saved = dealer.config.saved_cars;
  if (saved.mode === 'garage' && path === saved.path) return true;
  return RESERVED_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`));
}
