/**
 * What every /api request passes before its route runs, in order: a known host (a built
 * tenant's or the platform's own, never an arbitrary Host header), the rate limits, and for
 * writes the same-origin check. Installed on the root instance, so routes registered later by
 * any plugin (`app.register(leadRoutes)`) are covered without opting in.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';
import { isApiRequest } from './path-guard.ts';
import { apiRateLimitHook, type ApiRateLimits } from './rate-limits.ts';
import { sameOriginWrites } from './same-origin.ts';

export interface ApiGuardOptions {
  /** Both budgets, or false for none (a bench of the routes alone). */
  rateLimits: ApiRateLimits | false;
}

export function installApiGuard(app: FastifyInstance, options: ApiGuardOptions): void {
  const rateLimited = options.rateLimits ? apiRateLimitHook(app, options.rateLimits) : null;
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    if (refuseUnknownHost(request, reply)) return reply;
    if (rateLimited) {
      await rateLimited.call(app, request, reply);
      if (reply.sent) return reply;
    }
    await sameOriginWrites.call(app, request, reply);
    if (reply.sent) return reply;
  });
}

/** True when the host is neither a built tenant's nor the platform's: answered 404. */
function refuseUnknownHost(request: FastifyRequest, reply: FastifyReply): boolean {
  const route = request.hostRoute;
  if (route.kind === 'unbuilt') {
    sendError(reply, 404, `No site is built for "${route.slug}"`);
    return true;
  }
  if (route.kind === 'unknown') {
    sendError(reply, 404, 'Unknown host');
    return true;
  }
  return false;
}
