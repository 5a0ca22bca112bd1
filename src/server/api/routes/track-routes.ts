import type { FastifyInstance } from 'fastify';
import { REVEAL_PHONE, eventName, isTrackEvent } from '../../../lib/analytics/index.ts';
import { ApiError } from '../app/index.ts';
import type { Store } from '../store/index.ts';
import { tenantOf } from './tenant-context.ts';

export interface TrackRouteOptions {
  store: Store;
}

/** Details an event may carry: ids and flags about cars and pages, never a person. */
const MAX_DETAILS = 12;
const MAX_TEXT = 200;
const RESERVED = new Set(['event', 'event_id', 'path']);

/**
 * `POST /api/track`: the beacon the islands send (src/lib/analytics): the spec's numbered
 * events and the reveal-phone call with car_id, dealership_id and website_id. Stored for the
 * dealer's reports; 204, as a beacon reads no answer.
 */
export function trackRoutes(app: FastifyInstance, options: TrackRouteOptions): void {
  app.post('/api/track', async (request, reply) => {
    const tenant = await tenantOf(request);
    const event = trackedEvent(request.body);
    await options.store.recordEvent({ tenant: tenant.dealer.slug, ...event });
    return reply.code(204).send();
  });
}

function trackedEvent(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'The body must be a tracking event object');
  }
  const record = body as Record<string, unknown>;
  const id = record['event_id'];
  const known =
    record['event'] === REVEAL_PHONE
      ? id === null
      : typeof id === 'number' && isTrackEvent(id) && record['event'] === eventName(id);
  if (!known) throw new ApiError(422, 'Unknown tracking event');
  const path = typeof record['path'] === 'string' ? record['path'].slice(0, MAX_TEXT) : '';
  const details = Object.entries(record).filter(([key]) => !RESERVED.has(key));
  if (details.length > MAX_DETAILS) throw new ApiError(422, 'Too many event details');
  const clean: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of details) {
    if (typeof value === 'string') clean[key.slice(0, 64)] = value.slice(0, MAX_TEXT);
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
      clean[key.slice(0, 64)] = value;
    } else throw new ApiError(422, `Event detail ${key.slice(0, 64)} must be a flat value`);
  }
  return { event: record['event'] as string, eventId: id as number | null, path, details: clean };
}
