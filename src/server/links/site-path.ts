/**
 * Which URLs a link check must find a file for: the site's own, as a path. Another host, a
 * non-web scheme (mailto:, tel:, data:, javascript:, sms:, …), a fragment of the same page and
 * the platform API (`/api/*`, answered by the API, not by a file) are not its business.
 */

/** Where a link was found: the file's own URL, and the site's public origin when known. */
export interface LinkBase {
  /** The page's (or stylesheet's) absolute URL; relative links resolve against it. */
  url: URL;
  /**
   * Hosts that mean this site: its public host (absolute links the build writes, such as
   * canonical links and share images). Compared without the scheme.
   */
  ownHosts: ReadonlySet<string>;
}

/** Origin for resolving links of a site whose public URL is unknown; it matches no real link. */
export const UNKNOWN_SITE_ORIGIN = 'https://site.invalid';

/** The base for links found in the site file served at `filePath` (e.g. `/finance`). */
export function linkBase(filePath: string, siteUrl: string | null): LinkBase {
  const origin = siteUrl ? new URL(siteUrl).origin : UNKNOWN_SITE_ORIGIN;
  const url = new URL(filePath, origin);
  return { url, ownHosts: new Set([url.host]) };
}

/**
 * The site path (`/cars/abc`, percent-encoded as in the URL, without query or fragment) a
 * link must resolve to, or null when the link is not the site's to answer. The query string
 * does not choose the file, so it is dropped; so is a fragment.
 */
export function linkedSitePath(link: string, base: LinkBase): string | null {
  const written = link.trim();
  if (written === '' || written.startsWith('#')) return null;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(written)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return null;
  let url: URL;
  try {
    url = new URL(written, base.url);
  } catch {
    // Unparseable: the browser could not follow it either, so it is the site's problem.
    return written;
  }
  if (!base.ownHosts.has(url.host)) return null;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  return url.pathname;
}
