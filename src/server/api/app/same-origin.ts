/**
 * Writes to the API come only from the tenant's own pages. A browser names the page's origin
 * in `Origin` on every POST/PUT/PATCH/DELETE (older ones at least in `Referer`), and a page on
 * another site cannot forge either, so a write whose origin is not the tenant's own is refused
 * with 403: no other site can submit leads in a shopper's browser. A write with neither header
 * is refused too (every browser sends one; scripts must say where they stand).
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { sendError } from './errors.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The origins a request's writes may come from: the origin the request was addressed to
 * (locally `http://<slug>.localhost:<port>`) and, on a dealer's host, the origin of the site
 * URL in its build record (in production the CDN forwards /api/* from that site).
 */
export function allowedOrigins(request: FastifyRequest): string[] {
  const own = originOf(`${request.protocol}://${request.host}`);
  const site = request.tenant?.siteUrl ? originOf(request.tenant.siteUrl) : null;
  return [own, site].filter((origin): origin is string => origin !== null);
}

/** The origin a write says it comes from: `Origin`, else the origin of `Referer`. */
export function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  // `Origin: null` (a sandboxed frame, a file: page) names no origin: it never matches.
  if (origin === 'null') return null;
  if (origin) return originOf(origin);
  const referer = request.headers.referer;
  return referer ? originOf(referer) : null;
}

/** An onRequest hook refusing foreign-origin writes; reads pass through. */
export const sameOriginWrites: onRequestAsyncHookHandler = async (request, reply) => {
  if (!WRITE_METHODS.has(request.method)) return;
  // A provider's server-to-server call (Stripe's webhook) has no Origin; its route checks the
  // provider's signature instead and says so with `config: { signedByProvider: true }`.
  const config = request.routeOptions.config as { signedByProvider?: unknown } | undefined;
  if (config?.signedByProvider === true) return;
  const origin = requestOrigin(request);
  if (origin === null || !allowedOrigins(request).includes(origin)) {
    return sendError(reply, 403, 'Cross-origin request refused');
  }
};

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:'
      ? parsed.origin.toLowerCase()
      : null;
  } catch {
    return null;
  }
}
