/**
 * Paths that could mean something else after normalising never reach a route: `//api/x`,
 * `/api/../x`, `/%2e%2e/`, backslashes, NUL. A proxy or CDN that normalises the path would
 * route such a request differently from us, so a rule written for `/api/*` (here or at the
 * edge) could be walked around. They are refused with a 404 before anything else runs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';

/** The path of a raw request target, without its query. */
export function rawPathname(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** What the segment-by-segment check below can refuse: an escape, a backslash, a NUL, an
 * empty segment, or a `.` or `..` one. */
const MAY_NEED_A_LOOK = /[%\\\0]|\/\/|\/\.\.?(?:\/|$)/;

/**
 * True when every segment decodes to a plain name: no empty segment but a trailing one, no
 * `.` or `..` (encoded or not), no backslash or NUL, no undecodable escape. A `%2F` inside a
 * segment stays one segment for the router, so it is left to the route (and refused by the
 * static file resolver).
 */
export function isCanonicalPath(pathname: string): boolean {
  if (!pathname.startsWith('/')) return false;
  // Nearly every path has nothing to decode and no empty, `.` or `..` segment: one scan.
  if (!MAY_NEED_A_LOOK.test(pathname)) return true;
  const segments = pathname.slice(1).split('/');
  return segments.every((raw, index) => {
    if (raw === '') return index === segments.length - 1;
    const decoded = safeDecode(raw);
    return (
      decoded !== null &&
      decoded !== '.' &&
      decoded !== '..' &&
      !decoded.includes('\\') &&
      !decoded.includes('\0')
    );
  });
}

/**
 * Whether a request is for the platform API: by the route the router matched, or, when only
 * the catch-all or no route matched, by the decoded path (so `/%61pi/x` counts as /api).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && route !== '/*' && isApiPath(route)) return true;
  const decoded = safeDecode(rawPathname(request.url)) ?? '';
  return isApiPath(decoded);
}

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * isApiRequest for a request that passed the path guard, without `request.routeOptions`
 * (built afresh on each read): every segment of its path decodes, and the router matches a
 * path by its decoded segments, so a route under /api matched it only if its decoded path is
 * under /api too, and the decoded path alone decides.
 */
export function isApiPathRequest(request: FastifyRequest): boolean {
  const pathname = rawPathname(request.url);
  return isApiPath(pathname.includes('%') ? (safeDecode(pathname) ?? '') : pathname);
}

export function installPathGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise and microtask for every request.
  app.addHook('onRequest', (request, reply, done) => {
    if (isCanonicalPath(rawPathname(request.url))) done();
    else sendError(reply, 404, 'Not found');
  });
}

function safeDecode(text: string): string | null {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
