import type { Dealer } from '../config/index.ts';

/**
 * Pages with a route file of their own (src/pages), the home page, and the platform pages
 * built only with data behind them (/special-offers, /models).
 */
export const FIXED_PAGES = [
  '/',
  '/finance',
  '/faqs',
  '/service',
  '/valuations',
  '/electric-cars',
  '/privacy-policy',
  '/pages/privacy-statement',
  '/terms',
  '/models',
  '/special-offers',
  '/locations',
  '/404',
] as const;

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
