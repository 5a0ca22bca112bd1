import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../../lib/auth/index.ts';
import { ApiError } from '../app/index.ts';
import { tenantOf } from '../routes/tenant-context.ts';
import type { TenantData } from '../tenant/index.ts';

/**
 * The dealer of a sign-in or watchlist request: only one with the watchlist on (dealer option
 * watchlist.enabled, carried in its tenant data) has shoppers' accounts; any other answers 404.
 * `extra` is added to that answer (the watchlist's `success: false`).
 */
export async function accountTenant(
  request: FastifyRequest,
  extra: Record<string, unknown> = {},
): Promise<TenantData> {
  const tenant = await tenantOf(request);
  if (!tenant.watchlist_enabled) throw new ApiError(404, AUTH_MESSAGES.noWatchlist, extra);
  return tenant;
}

/** Every answer of these routes is about one shopper: never stored by any cache. */
export function sendJson(reply: FastifyReply, status: number, body: object): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/** A JSON object body (an empty body counts as `{}`), else 422. */
export function bodyObject(body: unknown, extra: Record<string, unknown> = {}) {
  if (body === undefined || body === null) return {} as Record<string, unknown>;
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(422, 'The request body must be a JSON object', extra);
  }
  return body as Record<string, unknown>;
}
