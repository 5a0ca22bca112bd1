/**
 * Limits on sign-in beside the per-number ones the store keeps: codes sent from one client
 * address, codes sent for one dealer (a ceiling on what SMS pumping through many addresses
 * can cost), and code checks from one address (guessing across many numbers). Counters are
 * @fastify/rate-limit's, in this process's memory; the per-number limits are in the store.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { tooManyCodesMessage, tooManyTriesWaitMessage } from '../../../lib/auth/index.ts';
import { sendError, type RateLimit } from '../app/index.ts';
import { clientKey } from '../app/rate-limits.ts';

export interface SignInLimits {
  /** Codes requested from one client address; null for no limit. */
  sendsPerIp: RateLimit | null;
  /** Codes requested for one dealer, from everywhere. */
  sendsPerTenant: RateLimit;
  /** Codes checked from one client address; null for no limit. */
  checksPerIp: RateLimit | null;
}

const TEN_MINUTES = 10 * 60_000;

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  // Mobile carriers put many phones behind one address: generous per address, strict per number.
  sendsPerIp: { max: 20, timeWindowMs: TEN_MINUTES },
  sendsPerTenant: { max: 500, timeWindowMs: 60 * 60_000 },
  checksPerIp: { max: 60, timeWindowMs: TEN_MINUTES },
};

function tenantKey(request: FastifyRequest): string {
  return request.tenant?.slug ?? 'platform';
}

/** onRequest hooks for send-code and verify-code. */
export function signInLimitHooks(
  app: FastifyInstance,
  limits: SignInLimits,
): { send: onRequestAsyncHookHandler; check: onRequestAsyncHookHandler } {
  const limiter = (limit: RateLimit, keyGenerator: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max: limit.max, timeWindow: limit.timeWindowMs, keyGenerator });
  const send = [
    ...(limits.sendsPerIp ? [limiter(limits.sendsPerIp, clientKey)] : []),
    limiter(limits.sendsPerTenant, tenantKey),
  ];
  const check = limits.checksPerIp ? [limiter(limits.checksPerIp, clientKey)] : [];
  const hook =
    (checks: typeof send, message: (seconds: number) => string): onRequestAsyncHookHandler =>
    async (request, reply) => {
      for (const limit of checks) {
        const result = await limit(request);
        if (!result.isAllowed && result.isExceeded) {
          const seconds = Math.max(1, result.ttlInSeconds);
          reply.header('retry-after', String(seconds));
          return sendError(reply, 429, message(seconds));
        }
      }
    };
  return { send: hook(send, tooManyCodesMessage), check: hook(check, tooManyTriesWaitMessage) };
}
