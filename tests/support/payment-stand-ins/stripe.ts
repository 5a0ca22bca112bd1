/**
 * Stripe's API as a real server on loopback, answering like the documented REST API the
 * `stripe` package and Stripe.js call (https://docs.stripe.com/api):
 *
 * - POST /v1/payment_intents (form-encoded; amount in the currency's smallest unit) with
 *   Idempotency-Key semantics: the same key and parameters replay the first answer (with
 *   `Idempotent-Replayed: true`) and create nothing; the same key with other parameters is a
 *   400 `idempotency_error`.
 * - GET /v1/payment_intents/:id, POST /v1/payment_intents/:id/confirm. Confirm takes Stripe's
 *   test payment methods: `pm_card_visa` (and any other pm_ id) succeeds, `pm_card_chargeDeclined`
 *   is a 402 `card_error` / `card_declined`, `pm_card_authenticationRequired` and
 *   `pm_card_threeDSecure2Required` need 3-D Secure: `requires_action` with a
 *   `redirect_to_url` next action to a challenge page this server serves, whose "Complete" and
 *   "Fail" buttons redirect to the return_url with payment_intent,
 *   payment_intent_client_secret and redirect_status, as Stripe does.
 * - POST /v1/refunds (payment_intent, optional amount).
 * - Webhooks: payment_intent.succeeded / payment_intent.payment_failed / charge.refunded events
 *   POSTed to `webhookUrl` signed like Stripe (`Stripe-Signature: t=<unix>,v1=<hex
 *   HMAC-SHA256(secret, "<t>.<payload>")>`).
 *
 * Secret-key requests carry `Authorization: Bearer sk_…`; browser requests (Stripe.js) carry
 * the publishable key and the intent's client secret instead, and may only read and confirm
 * that intent.
 */
import { createHmac } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  canonicalJson,
  listen,
  parseStripeForm,
  providerId,
  redirect,
  sendChoicePage,
  sendJson,
} from './http.ts';

export type StripeIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface StripePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: StripeIntentStatus;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  receipt_email: string | null;
  payment_method: string | null;
  payment_method_types: string[];
  automatic_payment_methods: { enabled: boolean } | null;
  latest_charge: string | null;
  last_payment_error: {
    type: string;
    code: string;
    decline_code?: string;
    message: string;
  } | null;
  next_action: {
    type: 'redirect_to_url';
    redirect_to_url: { url: string; return_url: string };
  } | null;
  return_url: string | null;
  created: number;
  livemode: false;
}

export interface StripeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  data: { object: StripePaymentIntent | StripeRefund };
}

export interface WebhookDelivery {
  event: StripeEvent;
  /** The exact bytes sent and their signature header, to replay or tamper with in tests. */
  payload: string;
  signature: string;
  /** The receiver's HTTP status, or null when it could not be reached. */
  status: number | null;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  params: Record<string, unknown>;
  status: number;
}

export interface StripeStandInOptions {
  /** The only secret key accepted; default `sk_test_forecourt`. */
  secretKey?: string;
  /** Publishable keys Stripe.js may use; default any `pk_test_…`. */
  publishableKey?: string;
  /** Where events are POSTed; settable later (the API's port is often known after this). */
  webhookUrl?: string | null;
  /** The endpoint's signing secret; default `whsec_forecourt`. */
  webhookSecret?: string;
}

export interface StripeStandIn {
  /** Point STRIPE_API_BASE here. */
  url: string;
  secretKey: string;
  webhookUrl: string | null;
  webhookSecret: string;
  paymentIntents(): StripePaymentIntent[];
  refunds(): StripeRefund[];
  requests(): RecordedStripeRequest[];
  webhookDeliveries(): WebhookDelivery[];
  /** Resolves with the next delivery of an event of this type (or the one already made). */
  waitForWebhook(type: string, paymentIntentId?: string): Promise<WebhookDelivery>;
  /** Confirms an intent as the browser would (Stripe.js with the client secret). */
  confirm(
    paymentIntentId: string,
    paymentMethod: string,
    returnUrl?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  /** Presses "Complete" or "Fail" on the 3-D Secure page; answers the redirect's Location. */
  finishThreeDSecure(paymentIntentId: string, outcome: 'complete' | 'fail'): Promise<string>;
  /** Re-POSTs an already delivered event's exact bytes and signature (a replay). */
  redeliver(delivery: WebhookDelivery): Promise<number | null>;
  /** Signs a payload as Stripe would (for forged and stale signatures in tests). */
  sign(payload: string, timestamp?: number, secret?: string): string;
  /** The next `count` refund requests answer 500, marked not to be retried: an outage. */
  failRefunds(count: number): void;
  close(): Promise<void>;
}

const API_VERSION = '2025-01-27.acacia';
const DECLINING = new Set(['pm_card_chargeDeclined', 'pm_card_visa_chargeDeclined']);
const NEEDS_3DS = new Set(['pm_card_authenticationRequired', 'pm_card_threeDSecure2Required']);

function stripeError(res: ServerResponse, status: number, error: Record<string, unknown>): void {
  sendJson(res, status, { error }, { 'request-id': providerId('req_') });
}

export async function startStripeStandIn(
  options: StripeStandInOptions = {},
): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? 'sk_test_forecourt';
  const intents = new Map<string, StripePaymentIntent>();
  const refunds: StripeRefund[] = [];
  const requests: RecordedStripeRequest[] = [];
  const deliveries: WebhookDelivery[] = [];
  const delivered = new EventEmitter();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  let refundsToFail = 0;
  const now = () => Math.floor(Date.now() / 1000);

  const sign = (payload: string, timestamp = now(), secret = standIn.webhookSecret) =>
    `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;

  async function post(payload: string, signature: string): Promise<number | null> {
    if (!standIn.webhookUrl) return null;
    try {
      const response = await fetch(standIn.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
        },
        body: payload,
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return null;
    }
  }

  async function emit(type: string, object: StripePaymentIntent | StripeRefund): Promise<void> {
    const event: StripeEvent = {
      id: providerId('evt_'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      data: { object: structuredClone(object) },
    };
    const payload = JSON.stringify(event);
    const signature = sign(payload);
    const delivery: WebhookDelivery = { event, payload, signature, status: null };
    delivery.status = await post(payload, signature);
    deliveries.push(delivery);
    delivered.emit('delivery', delivery);
  }

  function succeed(pi: StripePaymentIntent): void {
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.latest_charge = providerId('ch_');
    pi.next_action = null;
    pi.last_payment_error = null;
    void emit('payment_intent.succeeded', pi);
  }

  function fail(
    pi: StripePaymentIntent,
    error: NonNullable<StripePaymentIntent['last_payment_error']>,
  ): void {
    pi.status = 'requires_payment_method';
    pi.next_action = null;
    pi.last_payment_error = error;
    void emit('payment_intent.payment_failed', pi);
  }

  /** Secret key: everything. Publishable key + client secret: that one intent only. */
  function authorised(
    req: IncomingMessage,
    params: Record<string, unknown>,
    pi?: StripePaymentIntent,
  ): boolean {
    if (req.headers.authorization === `Bearer ${secretKey}`) return true;
    const key =
      typeof params['key'] === 'string'
        ? params['key']
        : req.headers.authorization?.replace(/^Bearer /, '');
    const publishableOk = options.publishableKey
      ? key === options.publishableKey
      : key?.startsWith('pk_test_');
    return Boolean(pi && publishableOk && params['client_secret'] === pi.client_secret);
  }

  function confirmIntent(
    pi: StripePaymentIntent,
    params: Record<string, unknown>,
    res: ServerResponse,
  ): void {
    if (pi.status === 'succeeded' || pi.status === 'canceled') {
      stripeError(res, 400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent's status is ${pi.status}, so it cannot be confirmed.`,
      });
      return;
    }
    const method =
      typeof params['payment_method'] === 'string' ? params['payment_method'] : 'pm_card_visa';
    const returnUrl =
      typeof params['return_url'] === 'string' ? params['return_url'] : pi.return_url;
    pi.payment_method = method;
    pi.return_url = returnUrl;
    if (DECLINING.has(method)) {
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      fail(pi, error);
      stripeError(res, 402, { ...error, payment_intent: pi });
      return;
    }
    if (NEEDS_3DS.has(method)) {
      if (!returnUrl) {
        stripeError(res, 400, {
          type: 'invalid_request_error',
          code: 'parameter_missing',
          param: 'return_url',
          message: 'A return_url is required to confirm a PaymentIntent that needs authentication.',
        });
        return;
      }
      pi.status = 'requires_action';
      pi.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `${standIn.url}/3ds/${pi.id}`, return_url: returnUrl },
      };
      sendJson(res, 200, pi);
      return;
    }
    succeed(pi);
    sendJson(res, 200, pi);
  }

  function createIntent(
    params: Record<string, unknown>,
    res: ServerResponse,
  ): { status: number; body: unknown } {
    const amount = Number(params['amount']);
    const currency = typeof params['currency'] === 'string' ? params['currency'].toLowerCase() : '';
    if (!Number.isInteger(amount) || amount < 50) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: amount < 50 ? 'amount_too_small' : 'parameter_invalid_integer',
            param: 'amount',
            message:
              'Amount must be a positive integer in the smallest currency unit, at least 50.',
          },
        },
      };
    }
    if (!/^[a-z]{3}$/.test(currency)) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'parameter_missing',
            param: 'currency',
            message: 'Missing required param: currency.',
          },
        },
      };
    }
    void res;
    const id = providerId('pi_');
    const automatic = params['automatic_payment_methods'] as { enabled?: string } | undefined;
    const pi: StripePaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${providerId('')}`,
      metadata: (params['metadata'] as Record<string, string> | undefined) ?? {},
      description: typeof params['description'] === 'string' ? params['description'] : null,
      receipt_email: typeof params['receipt_email'] === 'string' ? params['receipt_email'] : null,
      payment_method: null,
      payment_method_types: ['card'],
      automatic_payment_methods: automatic ? { enabled: automatic.enabled === 'true' } : null,
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      return_url: null,
      created: now(),
      livemode: false,
    };
    intents.set(id, pi);
    return { status: 200, body: structuredClone(pi) };
  }

  function createRefund(params: Record<string, unknown>): { status: number; body: unknown } {
    const pi = intents.get(String(params['payment_intent'] ?? ''));
    if (!pi) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'payment_intent',
            message: `No such payment_intent: '${String(params['payment_intent'])}'`,
          },
        },
      };
    }
    const already = refunds
      .filter((r) => r.payment_intent === pi.id)
      .reduce((sum, r) => sum + r.amount, 0);
    const amount =
      params['amount'] === undefined ? pi.amount_received - already : Number(params['amount']);
    if (pi.status !== 'succeeded' || amount <= 0 || already + amount > pi.amount_received) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code:
              pi.status !== 'succeeded'
                ? 'payment_intent_unexpected_state'
                : 'charge_already_refunded',
            message:
              pi.status !== 'succeeded'
                ? 'This PaymentIntent does not have a successful charge to refund.'
                : `Charge ${pi.latest_charge ?? ''} has already been refunded.`,
          },
        },
      };
    }
    const refund: StripeRefund = {
      id: providerId('re_'),
      object: 'refund',
      amount,
      currency: pi.currency,
      payment_intent: pi.id,
      charge: pi.latest_charge ?? '',
      status: 'succeeded',
      reason: typeof params['reason'] === 'string' ? params['reason'] : null,
      metadata: (params['metadata'] as Record<string, string> | undefined) ?? {},
      created: now(),
    };
    refunds.push(refund);
    void emit('charge.refunded', refund);
    return { status: 200, body: refund };
  }

  /** Runs a POST that creates something once per Idempotency-Key, as Stripe does. */
  function idempotentPost(
    req: IncomingMessage,
    res: ServerResponse,
    params: Record<string, unknown>,
    create: () => { status: number; body: unknown },
  ): number {
    const key = req.headers['idempotency-key'];
    const keyString = typeof key === 'string' ? key : undefined;
    const fingerprint = `${req.url ?? ''} ${canonicalJson(params)}`;
    if (keyString) {
      const earlier = idempotent.get(keyString);
      if (earlier && earlier.fingerprint !== fingerprint) {
        stripeError(res, 400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${keyString}' if you meant to execute a different request.`,
        });
        return 400;
      }
      if (earlier) {
        sendJson(res, earlier.status, earlier.body, {
          'idempotent-replayed': 'true',
          'idempotency-key': keyString,
        });
        return earlier.status;
      }
    }
    const answer = create();
    if (keyString) idempotent.set(keyString, { fingerprint, ...answer });
    sendJson(res, answer.status, answer.body, keyString ? { 'idempotency-key': keyString } : {});
    return answer.status;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const params: Record<string, unknown> =
      method === 'GET' ? parseStripeForm(url.searchParams.toString()) : parseStripeForm(body);
    const record = (status: number) =>
      requests.push({
        method,
        path: url.pathname,
        authorization: req.headers.authorization,
        idempotencyKey:
          typeof req.headers['idempotency-key'] === 'string'
            ? req.headers['idempotency-key']
            : undefined,
        params,
        status,
      });

    // The 3-D Secure challenge: the shopper's browser, no API key.
    const challenge = /^\/3ds\/([^/]+)(?:\/(complete|fail))?$/.exec(url.pathname);
    if (challenge) {
      const pi = intents.get(challenge[1] ?? '');
      if (!pi || pi.status !== 'requires_action' || !pi.return_url) {
        res
          .writeHead(404, { 'content-type': 'text/plain' })
          .end('No authentication is pending here.');
        return;
      }
      if (method === 'GET') {
        sendChoicePage(
          res,
          '3D Secure 2 Test Page',
          `Authenticate a payment of ${(pi.amount / 100).toFixed(2)} ${pi.currency.toUpperCase()}.`,
          [
            { label: 'Complete', action: `/3ds/${pi.id}/complete` },
            { label: 'Fail', action: `/3ds/${pi.id}/fail` },
          ],
        );
        return;
      }
      const returnUrl = new URL(pi.return_url);
      if (challenge[2] === 'complete') {
        succeed(pi);
      } else {
        fail(pi, {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message:
            'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        });
      }
      returnUrl.searchParams.set('payment_intent', pi.id);
      returnUrl.searchParams.set('payment_intent_client_secret', pi.client_secret);
      returnUrl.searchParams.set(
        'redirect_status',
        challenge[2] === 'complete' ? 'succeeded' : 'failed',
      );
      redirect(res, returnUrl.toString());
      return;
    }

    if (method === 'POST' && url.pathname === '/v1/payment_intents') {
      if (!authorised(req, params)) return unauthorised(res, record);
      record(idempotentPost(req, res, params, () => createIntent(params, res)));
      return;
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(url.pathname);
    if (intentPath) {
      const pi = intents.get(intentPath[1] ?? '');
      if (!pi) {
        if (!authorised(req, params)) return unauthorised(res, record);
        record(404);
        stripeError(res, 404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'intent',
          message: `No such payment_intent: '${intentPath[1] ?? ''}'`,
        });
        return;
      }
      if (!authorised(req, params, pi)) return unauthorised(res, record);
      if (method === 'GET' && !intentPath[2]) {
        record(200);
        sendJson(res, 200, pi);
        return;
      }
      if (method === 'POST' && intentPath[2]) {
        confirmIntent(pi, params, res);
        record(res.statusCode);
        return;
      }
    }
    if (method === 'POST' && url.pathname === '/v1/refunds') {
      if (!authorised(req, params)) return unauthorised(res, record);
      if (refundsToFail > 0) {
        // Before the idempotency record, as Stripe does not keep a 500 for the key.
        refundsToFail -= 1;
        record(500);
        sendJson(
          res,
          500,
          {
            error: {
              type: 'api_error',
              message: 'An error occurred with our connection to Stripe.',
            },
          },
          { 'request-id': providerId('req_'), 'stripe-should-retry': 'false' },
        );
        return;
      }
      record(idempotentPost(req, res, params, () => createRefund(params)));
      return;
    }
    record(404);
    stripeError(res, 404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${url.pathname}).`,
    });
  }

  function unauthorised(res: ServerResponse, record: (status: number) => void): void {
    record(401);
    stripeError(res, 401, {
      type: 'invalid_request_error',
      message: 'Invalid API Key provided.',
    });
  }

  const server = await listen(handle);

  const standIn: StripeStandIn = {
    url: server.url,
    secretKey,
    webhookUrl: options.webhookUrl ?? null,
    webhookSecret: options.webhookSecret ?? 'whsec_forecourt',
    paymentIntents: () => [...intents.values()].map((pi) => structuredClone(pi)),
    refunds: () => refunds.map((r) => structuredClone(r)),
    requests: () => [...requests],
    webhookDeliveries: () => [...deliveries],
    waitForWebhook(type, paymentIntentId) {
      const matches = (d: WebhookDelivery) =>
        d.event.type === type &&
        (paymentIntentId === undefined ||
          d.event.data.object.id === paymentIntentId ||
          (d.event.data.object.object === 'refund' &&
            d.event.data.object.payment_intent === paymentIntentId));
      const done = deliveries.find(matches);
      if (done) return Promise.resolve(done);
      return new Promise((resolve) => {
        const listener = (d: WebhookDelivery) => {
          if (!matches(d)) return;
          delivered.off('delivery', listener);
          resolve(d);
        };
        delivered.on('delivery', listener);
      });
    },
    async confirm(paymentIntentId, paymentMethod, returnUrl) {
      const pi = intents.get(paymentIntentId);
      const form = new URLSearchParams({
        key: options.publishableKey ?? 'pk_test_forecourt',
        client_secret: pi?.client_secret ?? '',
        payment_method: paymentMethod,
        ...(returnUrl ? { return_url: returnUrl } : {}),
      });
      const response = await fetch(`${server.url}/v1/payment_intents/${paymentIntentId}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    async finishThreeDSecure(paymentIntentId, outcome) {
      const response = await fetch(`${server.url}/3ds/${paymentIntentId}/${outcome}`, {
        method: 'POST',
        redirect: 'manual',
      });
      await response.arrayBuffer();
      return response.headers.get('location') ?? '';
    },
    redeliver: (delivery) => post(delivery.payload, delivery.signature),
    sign: (payload, timestamp, secret) => sign(payload, timestamp, secret),
    failRefunds(count) {
      refundsToFail = count;
    },
    close: server.close,
  };
  return standIn;
}
