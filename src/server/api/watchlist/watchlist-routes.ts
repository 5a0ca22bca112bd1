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
import { buildStockOf } from '../alerts/build-stock.ts';
import type { Store, WatchedEntry } from '../store/index.ts';
import type { TenantData } from '../tenant/index.ts';
import { alertRoutes, alertsBody, carIdOf, emailOf } from './alert-routes.ts';
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
    const email = emailOf(bodyObject(request.body, FAILED)['email']);
    // Saving again takes a fresh snapshot: this build's changes are recorded as alerts first.
    await refreshed(store, tenant, session.phone);
    const savedAt = await store.saveWatchedCar({
      tenant: tenant.dealer.slug,
      phone: session.phone,
      carId,
      car: watchedCarOf(car),
      seenInBuild: tenant.built_at,
    });
    if (email !== undefined) {
      await store.watchAlerts.setAccountEmail(tenant.dealer.slug, session.phone, email);
    }
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
        alerts: alertsBody(entry.alerts),
      })),
    });
  });

  alertRoutes(app, { store });
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

/**
 * The phone's entries with snapshots brought up to the tenant data's build. Entries not yet
 * seen in this build go through the same diff-and-record as the alerts worker, in one
 * transaction, so a read never moves a snapshot past a change without recording its alert.
 */
async function refreshed(store: Store, tenant: TenantData, phone: string): Promise<WatchedEntry[]> {
  const entries = await store.listWatchedCars(tenant.dealer.slug, phone);
  if (entries.every((entry) => entry.seenInBuild === tenant.built_at)) return entries;
  await store.watchAlerts.recordBuildChanges(buildStockOf(tenant), { phone });
  return store.listWatchedCars(tenant.dealer.slug, phone);
}
