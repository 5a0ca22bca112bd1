/**
 * Watch alert settings and the stop link (docs/api.md):
 *
 * - POST /api/watchlist/alerts { phone_number?, car_id, price_drop, sold_or_reserved,
 *   back_in_stock, email? } sets one watched car's switches for the signed-in phone (a
 *   phone_number, when sent, must be the session's), and the e-mail alerts go to (the
 *   browser's stored user; null or "" forgets it).
 * - GET /api/watchlist/stop-alerts?token=… a page with one button; POST (form) stops every
 *   alert of that car. No sign-in: the token an alert carried is enough, at its dealer only.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AUTH_MESSAGES } from '../../../lib/auth/index.ts';
import { vehicleWords } from '../../../lib/content/vehicle-words.ts';
import { EMAIL_PATTERN } from '../../../lib/forms/email.ts';
import { siteLink } from '../../../lib/watchlist/alert-message.ts';
import { ApiError } from '../app/index.ts';
import { accountTenant, bodyObject, sendJson } from '../auth/account-tenant.ts';
import { phoneOf } from '../auth/auth-routes.ts';
import { currentSession } from '../auth/session-cookie.ts';
import type { Store } from '../store/index.ts';
import type { TenantData } from '../tenant/index.ts';
import {
  confirmStopPage,
  stoppedPage,
  stopPageStyle,
  unknownStopPage,
} from './stop-alerts-page.ts';

const FAILED = { success: false };
/** Tokens are 32 base32 symbols; anything else is not looked up. */
const TOKEN_PATTERN = /^[a-z2-7]{32}$/;
const SWITCHES = ['price_drop', 'sold_or_reserved', 'back_in_stock'] as const;

export function alertRoutes(app: FastifyInstance, options: { store: Store }): void {
  const { store } = options;

  app.post('/api/watchlist/alerts', async (request, reply) => {
    const tenant = await accountTenant(request, FAILED);
    const session = await currentSession(request, reply, store, tenant.dealer.slug);
    if (!session) throw new ApiError(401, AUTH_MESSAGES.signInRequired, FAILED);
    const body = bodyObject(request.body, FAILED);
    if (
      body['phone_number'] !== undefined &&
      phoneOf(tenant, body['phone_number'], FAILED).e164 !== session.phone
    ) {
      throw new ApiError(403, AUTH_MESSAGES.otherPhone, FAILED);
    }
    const carId = carIdOf(body['car_id']);
    if (carId === undefined) {
      throw new ApiError(422, 'car_id must be the id of a car (a whole number)', FAILED);
    }
    for (const name of SWITCHES) {
      if (typeof body[name] !== 'boolean') {
        throw new ApiError(422, `${name} must be true or false`, FAILED);
      }
    }
    const email = emailOf(body['email']);
    const slug = tenant.dealer.slug;
    const switches = {
      priceDrop: body['price_drop'] === true,
      soldOrReserved: body['sold_or_reserved'] === true,
      backInStock: body['back_in_stock'] === true,
    };
    const found = await store.watchAlerts.setAlertSwitches(slug, session.phone, carId, switches);
    if (!found) throw new ApiError(404, 'That car is not on your watchlist.', FAILED);
    if (email !== undefined) await store.watchAlerts.setAccountEmail(slug, session.phone, email);
    return sendJson(reply, 200, {
      success: true,
      alerts: { car_id: carId, ...alertsBody(switches) },
    });
  });

  app.get('/api/watchlist/stop-alerts', async (request, reply) => {
    const tenant = await accountTenant(request);
    const token = tokenOf((request.query as Record<string, unknown>)['token']);
    const alert = token
      ? await store.watchAlerts.alertByStopToken(tenant.dealer.slug, token)
      : undefined;
    if (!alert || !token) return sendPage(reply, 404, unknownPage(tenant));
    return sendPage(reply, 200, confirmStopPage(facts(tenant, alert.details.carName), token));
  });

  app.post('/api/watchlist/stop-alerts', async (request, reply) => {
    const tenant = await accountTenant(request);
    const token = tokenOf(bodyObject(request.body)['token']);
    const alert = token
      ? await store.watchAlerts.stopAlertsByToken(tenant.dealer.slug, token)
      : undefined;
    if (!alert) return sendPage(reply, 404, unknownPage(tenant));
    request.log.info({ alert: alert.id, tenant: alert.tenant }, 'alerts: stopped by the stop link');
    return sendPage(reply, 200, stoppedPage(facts(tenant, alert.details.carName)));
  });
}

/** The switches as the API writes them. */
export function alertsBody(switches: {
  priceDrop: boolean;
  soldOrReserved: boolean;
  backInStock: boolean;
}) {
  return {
    price_drop: switches.priceDrop,
    sold_or_reserved: switches.soldOrReserved,
    back_in_stock: switches.backInStock,
  };
}

function facts(tenant: TenantData, carName: string) {
  const siteUrl = tenant.dealer.url;
  // A watchlist switched off since the alert was sent has no page: the site's home stands in.
  const watchlistUrl = siteLink(siteUrl, tenant.watchlist_path ?? '/');
  const words = vehicleWords(tenant.dealer.vehicle_kind);
  return { dealerName: tenant.dealer.name, carName, siteUrl, watchlistUrl, words };
}

/** The page for an unknown or mistyped stop link, in the dealer's words. */
function unknownPage(tenant: TenantData): string {
  const { url, name, vehicle_kind } = tenant.dealer;
  return unknownStopPage(url, name, vehicleWords(vehicle_kind));
}

const STYLE_HASH = createHash('sha256').update(stopPageStyle()).digest('base64');

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return (
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // Same-origin: the token in this page's URL never reaches another site, and the form's
      // POST still carries the Origin the API's same-origin check wants (no-referrer sends null).
      .header('referrer-policy', 'same-origin')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
      )
      .send(html)
  );
}

function tokenOf(value: unknown): string | undefined {
  return typeof value === 'string' && TOKEN_PATTERN.test(value) ? value : undefined;
}

/** undefined: leave the stored e-mail as it is; null: forget it. */
export function emailOf(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 254 || !EMAIL_PATTERN.test(value.trim())) {
    throw new ApiError(422, 'email must be an e-mail address', {
      ...FAILED,
      fields: { email: 'Please enter a valid email address' },
    });
  }
  return value.trim();
}

export function carIdOf(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
