/**
 * Sign-in's `redirect` and `back` (spec §2 /sign-in?type=watchlist&redirect={path}&back={path})
 * come from the address bar, so anyone can write them. Only a path on this same site is ever
 * followed; anything else (another host, a scheme, a path a browser would read as another
 * host) becomes the home page, so a sign-in link can never send a shopper elsewhere.
 */
export const FALLBACK_PATH = '/';

/** Longer than any path the site makes; a longer value is not one of ours. */
const MAX_LENGTH = 2048;

/** An origin no real site has: a path resolved against it must stay on it. */
const PROBE_ORIGIN = 'https://forecourt.invalid';

/** C0 controls, DEL and C1 controls: browsers drop or act on them in URLs. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** How many rounds of %-decoding are looked through ('%252F' is '/' after two). */
const DECODE_ROUNDS = 3;

/** The forms of `raw` a browser, a server or a later decode might see. */
function decodings(raw: string): string[] | null {
  const seen = [raw];
  let current = raw;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null; // a broken escape is not a path we wrote
    }
    if (next === current) break;
    seen.push(next);
    current = next;
  }
  return seen;
}

/** A path that starts at this site's root and cannot be read as another host or scheme. */
function looksLocal(path: string): boolean {
  if (!path.startsWith('/')) return false;
  // '//host' and '/\host' are protocol-relative to browsers; a backslash anywhere is suspect.
  if (path.startsWith('//') || path.includes('\\')) return false;
  return !CONTROL.test(path);
}

/**
 * `raw` when it is a path on this site ('/cars/abc?x=1#top'), else '/'. The answer is the
 * path as a URL parser normalises it ('/a/../b' → '/b'), so what is followed is what was checked.
 */
export function safeSitePath(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return FALLBACK_PATH;
  const forms = decodings(raw);
  if (!forms || !forms.every(looksLocal)) return FALLBACK_PATH;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return FALLBACK_PATH;
  }
  if (url.origin !== PROBE_ORIGIN) return FALLBACK_PATH;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return looksLocal(path) ? path : FALLBACK_PATH;
}
