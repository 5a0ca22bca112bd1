import { z } from 'astro/zod';

/**
 * The one rule for every URL a dealer file can carry (docs/config-reference.md, "Links and
 * URLs"). A dealer-provided URL ends up in `href`, `src` and JSON-LD on every page of a site,
 * so only these forms are accepted:
 *
 * - `web`: an absolute `http:` or `https:` URL with a host (`https://example.com.au/…`);
 * - `contact`: a `tel:` or `mailto:` link;
 * - `path`: a site path starting with a single `/` (not `//host` or `/\host`, which browsers
 *   read as another host), without backslashes, `.` or `..` segments (a page path must not
 *   climb out of the site).
 *
 * Everything else is refused: other schemes (`javascript:`, `data:`, `vbscript:`, `file:` …),
 * relative references (`www.example.com`, `contact`, `#top`), and any value with control
 * characters or surrounding whitespace (browsers drop those before reading the scheme, so
 * `" javascript:…"` or `"java\tscript:…"` would otherwise slip past a prefix check). Absolute
 * values are read with the WHATWG URL parser (`new URL`), the one browsers use, so the scheme
 * checked here is the scheme a browser will follow.
 */
export type UrlForm = 'web' | 'contact' | 'path';

/** C0 controls (tab, newline, NUL …), DEL and C1 controls, anywhere in the value. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const WHITESPACE = /\s/;
/** Resolves site paths; a path that lands anywhere else is not a site path. */
const PATH_BASE = 'https://site.invalid/';

/** The form of a dealer-provided URL, or null when it is not one of the accepted forms. */
export function urlForm(value: string): UrlForm | null {
  if (value === '' || CONTROL.test(value) || value.trim() !== value) return null;
  if (value.startsWith('/')) return isSitePath(value) ? 'path' : null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null; // relative ("www.example.com", "#top") or malformed
  }
  const protocol = url.protocol.toLowerCase();
  if (protocol === 'http:' || protocol === 'https:') {
    const absolute = /^https?:\/\/[^/\\]/i.test(value) && url.hostname !== '';
    return absolute && !WHITESPACE.test(value) ? 'web' : null;
  }
  if (protocol === 'tel:' || protocol === 'mailto:') {
    // Plain spaces are fine after the scheme ("tel:02 5550 1200"); other whitespace is not.
    const rest = value.slice(protocol.length);
    return rest.trim() !== '' && !WHITESPACE.test(rest.replaceAll(' ', '')) ? 'contact' : null;
  }
  return null;
}

/** "." and ".." (also percent-encoded), which URL parsers resolve away. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

function isSitePath(value: string): boolean {
  // Browsers read a backslash as "/" in http(s) URLs: "/\host" is another host, "\..\" climbs.
  if (value.startsWith('//') || value.includes('\\') || WHITESPACE.test(value)) return false;
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  if (pathname.split('/').some((segment) => DOT_SEGMENT.test(segment))) return false;
  try {
    return new URL(value, PATH_BASE).origin === new URL(PATH_BASE).origin;
  } catch {
    return false;
  }
}

/** The accepted forms of each kind of URL field, and what its error message says. */
const KINDS = {
  /** Links: menus, buttons, calls to action. */
  link: {
    forms: ['web', 'contact', 'path'],
    message: 'must be an http(s), tel: or mailto: link or a path starting with /',
  },
  /** Images and other media: a browser loads them, so no tel:/mailto:. */
  media: { forms: ['web', 'path'], message: 'must be an http(s) URL or a path starting with /' },
  /** Other sites: social profiles, sister sites, booking systems, the site's own origin. */
  web: {
    forms: ['web'],
    message: 'must be an absolute http(s) URL such as https://example.com.au',
  },
  /** Pages of this site. */
  path: { forms: ['path'], message: 'must be a site path starting with a single /' },
} as const satisfies Record<string, { forms: readonly UrlForm[]; message: string }>;

export type UrlKind = keyof typeof KINDS;

/** Whether `value` is acceptable for a field of this kind. */
export function isSafeUrl(value: string, kind: UrlKind): boolean {
  const form = urlForm(value);
  return form !== null && (KINDS[kind].forms as readonly UrlForm[]).includes(form);
}

/** The zod schema of a URL field of this kind (the value is kept exactly as written). */
export function safeUrl(kind: UrlKind) {
  return z.string().refine((value) => isSafeUrl(value, kind), { message: KINDS[kind].message });
}

/** The error message of a URL field of this kind (for tests and docs). */
export function safeUrlMessage(kind: UrlKind): string {
  return KINDS[kind].message;
}
