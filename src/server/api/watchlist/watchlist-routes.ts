/**
 * The watchlist (spec §7, issue 14 contract): save and remove a car for the signed-in phone,
 * and list its cars as they are now (or as they were when last listed). Every call acts only
 * on the session's own phone; a payload naming another is refused.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../../lib/auth/index.ts';
import { ApiError } from '../app/index.ts';
import { accountTenant, bodyObject, sendJson } from '../auth/account-tenant.ts';
import { phoneOf } from '../auth/auth-routes.ts';
import { currentSession, type SignedIn } from '../auth/session-cookie.ts';
import type { Store, WatchedCarUpdate, WatchedEntry } from '../store/index.ts';
import type { TenantData } from '../tenant/index.ts';
import { watchedCarOf, watchState } from './watched-car.ts';

export interface WatchlistRouteOptions {
  store: Store;
}

/** Every watchlist error answer carries `success: false` beside its `error`. */
const FAILED = { success: false };

export function watchlistRoutes(app: FastifyInstance, options: WatchlistRouteOptions): void {
  const { store } = options;

  app.post('/api/watchlist/save-car', async (request, reply) => {
    const { tenant, session } = await signedIn(request, reply, store);
    const carId = ownPayload(tenant, session, request.body);
    const car = tenant.car(carId);
    if (!car) throw new ApiError(404, AUTH_MESSAGES.carGone, FAILED);
    const savedAt = await store.saveWatchedCar({
      tenant: tenant.dealer.slug,
      phone: session.phone,
      carId,
      car: watchedCarOf(car),
      seenInBuild: tenant.built_at,
    });
    return sendJson(reply, 200, { success: true, entry: { car_id: carId, saved_at: savedAt } });
  });

  app.post('/api/watchlist/remove-car', async (request, reply) => {
    const { tenant, session } = await signedIn(request, reply, store);
    const carId = ownPayload(tenant, session, request.body);
    await store.removeWatchedCar(tenant.dealer.slug, session.phone, carId);
    return sendJson(reply, 200, { success: true });
  });

  app.get('/api/watchlist', async (request, reply) => {
    const { tenant, session } = await signedIn(request, reply, store);
    const entries = await refreshed(store, tenant, session.phone);
    return sendJson(reply, 200, {
      phone_number: session.phone,
      entries: entries.map((entry) => ({
        car_id: entry.carId,
        saved_at: entry.savedAt,
        car: entry.car,
        state: watchState(entry.car, entry.listed),
      })),
    });
  });
}

async function signedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  store: Store,
): Promise<{ tenant: TenantData; session: SignedIn }> {
  const tenant = await accountTenant(request, FAILED);
  const session = await currentSession(request, reply, store, tenant.dealer.slug);
  if (!session) throw new ApiError(401, AUTH_MESSAGES.signInRequired, FAILED);
  return { tenant, session };
}

/** The payload's car id, once its phone_number is checked to be the session's own. */
function ownPayload(tenant: TenantData, session: SignedIn, rawBody: unknown): number {
  const body = bodyObject(rawBody, FAILED);
  const carId = carIdOf(body['car_id']);
  if (carId === undefined) {
    throw new ApiError(422, 'car_id must be the id of a car (a whole number)', FAILED);
  }
  if (phoneOf(tenant, body['phone_number'], FAILED).e164 !== session.phone) {
    throw new ApiError(403, AUTH_MESSAGES.otherPhone, FAILED);
  }
  return carId;
}

function carIdOf(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The phone's entries with snapshots brought up to the tenant data's build: a listed car's
 * snapshot is replaced by the car as it is now, a car no longer listed keeps its last one.
 * Entries already seen in this build are not written again.
 */
async function refreshed(store: Store, tenant: TenantData, phone: string): Promise<WatchedEntry[]> {
  const entries = await store.listWatchedCars(tenant.dealer.slug, phone);
  const updates: WatchedCarUpdate[] = [];
  const current = entries.map((entry) => {
    if (entry.seenInBuild === tenant.built_at) return entry;
    const car = tenant.car(entry.carId);
    const snapshot = car ? watchedCarOf(car) : null;
    updates.push({ carId: entry.carId, car: snapshot, seenInBuild: tenant.built_at });
    return {
      ...entry,
      car: snapshot ? { ...snapshot } : entry.car,
      listed: snapshot !== null,
      seenInBuild: tenant.built_at,
    };
  });
  await store.updateWatchedCars(tenant.dealer.slug, phone, updates);
  return current;
}
