/** Pure helpers for the layout's <head>: document title, canonical URL, language. */
import { marketFor, type Country } from '../market/index.ts';

export type { Country };

/** "{page title} | {dealer name}", unless the page title already names the dealer. */
export function documentTitle(pageTitle: string, dealerName: string): string {
  const title = pageTitle.trim();
  if (!title) return dealerName;
  return title.toLowerCase().includes(dealerName.toLowerCase())
    ? title
    : `${title} | ${dealerName}`;
}

/**
 * Absolute canonical URL: the dealer's origin plus the path, without a trailing slash
 * (except the root) and without "index.html". A query string on the path is kept.
 */
export function canonicalUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const [rawPath = '/', query] = splitQuery(path.startsWith('/') ? path : `/${path}`);
  const clean = rawPath.replace(/\/index\.html$/, '/').replace(/\/+$/, '') || '/';
  return `${origin}${clean}${query ? `?${query}` : ''}`;
}

/** An absolute URL for a site path or pass-through for absolute URLs. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return canonicalUrl(siteUrl, pathOrUrl);
}

export function htmlLang(country: Country): string {
  return marketFor(country).language;
}

export function ogLocale(country: Country): string {
  return marketFor(country).ogLocale;
}

function splitQuery(path: string): [string, string | undefined] {
  const withoutHash = path.split('#')[0] ?? '';
  const at = withoutHash.indexOf('?');
  return at === -1
    ? [withoutHash, undefined]
    : [withoutHash.slice(0, at), withoutHash.slice(at + 1)];
}
