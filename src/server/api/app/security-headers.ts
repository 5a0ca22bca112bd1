/**
 * Security headers on every answer, errors included. A dealer's built files carry the policy
 * of their site's `_headers` file (applied by the site routes, which mark the reply); every
 * other answer (API JSON, PDFs, errors, the platform's own pages) gets a policy that allows
 * nothing to load and nothing to frame it, unless its route set a Content-Security-Policy.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface SecurityHeaderOptions {
  /**
   * Send Strict-Transport-Security: only behind TLS (a CDN or proxy terminating HTTPS),
   * never on the local http:// sites. A number is its max-age in seconds.
   */
  hsts?: boolean | number;
}

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
const DEFAULT_HSTS_SECONDS = 31_536_000;

/** A reply's mark (a decoration, so setting it costs no more than any property). */
const SITE_FILE = Symbol('forecourt.siteFile');

type MarkedReply = FastifyReply & { [SITE_FILE]?: boolean };

/** Marks a reply as a built site file: its headers come from the site's `_headers`. */
export function markSiteFile(reply: FastifyReply): void {
  (reply as MarkedReply)[SITE_FILE] = true;
}

export function installSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions = {},
): void {
  const hsts =
    options.hsts === true
      ? `max-age=${DEFAULT_HSTS_SECONDS}`
      : typeof options.hsts === 'number'
        ? `max-age=${options.hsts}`
        : null;
  app.decorateReply(SITE_FILE, false);
  // A callback hook, not an async one: no promise for every answer the app sends.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) {
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    }
    if (hsts && !reply.hasHeader('strict-transport-security')) {
      reply.header('strict-transport-security', hsts);
    }
    if ((reply as MarkedReply)[SITE_FILE] !== true) {
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
      }
      reply.header('x-frame-options', 'DENY');
      reply.header('cross-origin-resource-policy', 'same-origin');
    }
    done(null, payload);
  });
}
