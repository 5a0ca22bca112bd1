/**
 * What every /api request passes before its route runs, in order: a known host (a built
 * tenant's or the platform's own, never an arbitrary Host header), the rate limits, and for
 * writes the same-origin check. Installed on the root instance, so routes registered later by
 * any plugin (`app.register(leadRoutes)`) are covered without opting in.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';
import { isApiPathRequest } from './path-guard.ts';
import { apiRateLimitHook, type ApiRateLimits } from './rate-limits.ts';
import { sameOriginWrites } from './same-origin.ts';

export interface ApiGuardOptions {
  /** Both budgets, or false for none (a bench of the routes alone). */
  rateLimits: ApiRateLimits | false;
}

export function installApiGuard(app: FastifyInstance, options: ApiGuardOptions): void {
  const rateLimited = options.rateLimits ? apiRateLimitHook(app, options.rateLimits) : null;
  const guard = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (refuseUnknownHost(request, reply)) return;
    if (rateLimited) {
      await rateLimited.call(app, request, reply);
      if (reply.sent) return;
    }
    await sameOriginWrites.call(app, request, reply);
  };
  // A callback hook, so a request outside /api (every site file) passes without a promise.
  // The path guard runs first, so the decoded path alone says whether it is for /api.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiPathRequest(request)) {
      done();
      return;
    }
    guard(request, reply).then(() => done(), done);
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
