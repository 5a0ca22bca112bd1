/**
 * Two request budgets on the API, both from @fastify/rate-limit: one per client address (one
 * shopper, or one script, cannot flood a dealer) and one per tenant (all of a dealer's
 * traffic together, so an attack spread over many addresses still stops at a ceiling and
 * leaves the other dealers alone). Over either, the answer is 429 with Retry-After.
 *
 * The per-address key is an HMAC of the address (IPv6 by its /64) under a secret made at
 * start, so the limiter's memory holds no address in clear and the keys mean nothing after a
 * restart.
 */
import { createHmac, randomBytes } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { sendError } from './errors.ts';

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  timeWindowMs: number;
}

export interface ApiRateLimits {
  perIp: RateLimit;
  perTenant: RateLimit;
}

/** A shopper fills a form in a few requests; a dealer's whole audience stays far below. */
export const DEFAULT_RATE_LIMITS: ApiRateLimits = {
  perIp: { max: 120, timeWindowMs: 60_000 },
  perTenant: { max: 6_000, timeWindowMs: 60_000 },
};

/** Registers the plugin without any global limit; hooks are made with apiRateLimitHook. */
export async function registerRateLimiting(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

const secret = randomBytes(32);

/** The per-address key: an HMAC, never the address itself. */
export function clientKey(request: FastifyRequest): string {
  // A client that hung up before its request was handled has no address left (Node gives
  // undefined despite the type): such requests share one key rather than failing with a 500.
  const ip = request.ip as string | undefined;
  const address = ip ? normalizeIP(ip) : 'gone';
  return createHmac('sha256', secret).update(address).digest('base64url').slice(0, 22);
}

function tenantKey(request: FastifyRequest): string {
  return request.tenant ? `tenant:${request.tenant.slug}` : 'platform';
}

/**
 * An onRequest hook applying both budgets (each with its own counter store). The platform
 * puts one on every /api request; a route may add a stricter one of its own:
 * `app.post('/api/leads', { onRequest: apiRateLimitHook(app, tighter) }, handler)`.
 * Call after registerRateLimiting, on the root instance or a child of it.
 */
export function apiRateLimitHook(
  app: FastifyInstance,
  limits: ApiRateLimits,
): onRequestAsyncHookHandler {
  const checks = [
    app.createRateLimit({ ...window(limits.perIp), keyGenerator: clientKey }),
    app.createRateLimit({ ...window(limits.perTenant), keyGenerator: tenantKey }),
  ];
  return async (request, reply) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
        return sendError(reply, 429, 'Too many requests, please try again later');
      }
    }
  };
}

function window(limit: RateLimit) {
  return { max: limit.max, timeWindow: limit.timeWindowMs };
}
