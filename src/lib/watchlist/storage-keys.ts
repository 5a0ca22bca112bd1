/**
 * Where the watchlist keeps its two browser-side facts, one key per site as the favourites'
 * (dealers may share a preview host).
 */

/** sessionStorage: the car a signed-out shopper pressed, saved after sign-in (pending-save.ts). */
export function pendingSaveKey(siteSlug: string): string {
  return `forecourt:${siteSlug}:watchlist-pending`;
}

/**
 * localStorage: the session cookie is HttpOnly, so a page cannot see whether its visitor is
 * signed in. This hint, written when sign-in succeeds and removed on sign-out or on any 401,
 * lets pages with watch controls ask the API for the watched cars only for visitors who have
 * signed in on this browser: everyone else's page makes no request at all.
 */
export function signedInHintKey(siteSlug: string): string {
  return `forecourt:${siteSlug}:watchlist-signed-in`;
}
