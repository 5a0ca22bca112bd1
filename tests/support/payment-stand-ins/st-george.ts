/**
 * St.George Bank's card gateway as a hosted-payment-page provider, on loopback.
 *
 * What is publicly documented of St.George's Internet Payment Gateway (IPG, "WebPay") is a
 * server-to-server card API: the merchant's server sends card details with a client id and
 * certificate, and reads a response code ("00" approved, others declined) and a transaction
 * reference. Forecourt never handles card data, so it needs the bank's hosted page instead,
 * of which little is public. This stand-in therefore MODELS a conventional hosted-page
 * provider on that vocabulary, and the St George adapter is written against this model:
 *
 * - POST /hpp/v1/sessions — `Authorization: Basic <client id:client secret>`, JSON
 *   `{ merchant_reference, amount_cents, currency, description, return_url, cancel_url }` →
 *   201 `{ session_id, redirect_url, status: "PENDING" }`. A reused merchant_reference is a 409,
 *   so one reservation is never charged twice.
 * - redirect_url is a page this server serves with "Pay", "Decline" and "Cancel"; the shopper
 *   comes back to return_url (approved or declined) or cancel_url with `session_id` and
 *   `result` in the query — which the merchant must not trust.
 * - GET /hpp/v1/sessions/{id} (same auth) → `{ session_id, merchant_reference, status:
 *   "PENDING"|"APPROVED"|"DECLINED"|"CANCELLED", amount_cents, currency, response_code,
 *   response_text, transaction_reference }` — the verification call.
 * - POST /hpp/v1/sessions/{id}/refunds `{ amount_cents }` → 201 `{ refund_id, status: "APPROVED" }`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, providerId, redirect, sendChoicePage, sendJson } from './http.ts';

export type StGeorgeStatus = 'PENDING' | 'APPROVED' | 'DECLINED' | 'CANCELLED';

export interface StGeorgeSession {
  session_id: string;
  merchant_reference: string;
  status: StGeorgeStatus;
  amount_cents: number;
  currency: string;
  description: string | null;
  response_code: string | null;
  response_text: string | null;
  transaction_reference: string | null;
  return_url: string;
  cancel_url: string;
  refunded_cents: number;
}

export interface StGeorgeCredentials {
  clientId: string;
  clientSecret: string;
}

export interface StGeorgeStandIn {
  /** Point ST_GEORGE_API_URL here. */
  url: string;
  credentials: StGeorgeCredentials;
  sessions(): StGeorgeSession[];
  refunds(): { refund_id: string; session_id: string; amount_cents: number }[];
  requests(): { method: string; path: string; status: number }[];
  /** Presses a button on the hosted page; answers the Location the shopper is sent to. */
  choose(sessionId: string, choice: 'pay' | 'decline' | 'cancel'): Promise<string>;
  close(): Promise<void>;
}

export const ST_GEORGE_DEFAULT_CREDENTIALS: StGeorgeCredentials = {
  clientId: '10000000',
  clientSecret: 'st-george-secret-forecourt',
};

export async function startStGeorgeStandIn(
  credentials: StGeorgeCredentials = ST_GEORGE_DEFAULT_CREDENTIALS,
): Promise<StGeorgeStandIn> {
  const sessions = new Map<string, StGeorgeSession>();
  const refunds: { refund_id: string; session_id: string; amount_cents: number }[] = [];
  const requests: { method: string; path: string; status: number }[] = [];
  const basic = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;

  const view = (s: StGeorgeSession) => {
    const { return_url: _r, cancel_url: _c, refunded_cents: _f, ...rest } = s;
    return rest;
  };

  function answer(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
    requests.push({ method: req.method ?? 'GET', path: req.url ?? '', status });
    sendJson(res, status, body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';

    const page = /^\/hpp\/v1\/pay\/([^/]+)(?:\/(pay|decline|cancel))?$/.exec(url.pathname);
    if (page) {
      const session = sessions.get(page[1] ?? '');
      if (!session || session.status !== 'PENDING') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('This payment session has ended.');
        return;
      }
      if (method === 'GET') {
        sendChoicePage(
          res,
          'St.George secure payment',
          `Pay ${(session.amount_cents / 100).toFixed(2)} ${session.currency}${session.description ? ` for ${session.description}` : ''}.`,
          [
            { label: 'Pay', action: `/hpp/v1/pay/${session.session_id}/pay` },
            { label: 'Decline', action: `/hpp/v1/pay/${session.session_id}/decline` },
            { label: 'Cancel', action: `/hpp/v1/pay/${session.session_id}/cancel` },
          ],
        );
        return;
      }
      const choice = page[2];
      if (choice === 'pay') {
        Object.assign(session, {
          status: 'APPROVED',
          response_code: '00',
          response_text: 'APPROVED',
          transaction_reference: providerId(''),
        });
      } else if (choice === 'decline') {
        Object.assign(session, {
          status: 'DECLINED',
          response_code: '05',
          response_text: 'DO NOT HONOUR',
        });
      } else {
        Object.assign(session, {
          status: 'CANCELLED',
          response_code: null,
          response_text: 'CANCELLED BY CARDHOLDER',
        });
      }
      const back = new URL(choice === 'cancel' ? session.cancel_url : session.return_url);
      back.searchParams.set('session_id', session.session_id);
      back.searchParams.set('result', session.status.toLowerCase());
      redirect(res, back.toString());
      return;
    }

    if (req.headers.authorization !== basic) {
      answer(req, res, 401, {
        error: 'unauthorised',
        message: 'Client id or secret not recognised',
      });
      return;
    }
    if (method === 'POST' && url.pathname === '/hpp/v1/sessions') {
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(body) as Record<string, unknown>;
      } catch {
        answer(req, res, 400, { error: 'invalid_request', message: 'Body must be JSON' });
        return;
      }
      const amount = input['amount_cents'];
      const reference = input['merchant_reference'];
      const currency = input['currency'];
      const returnUrl = input['return_url'];
      const cancelUrl = input['cancel_url'];
      if (
        typeof amount !== 'number' ||
        !Number.isInteger(amount) ||
        amount <= 0 ||
        typeof reference !== 'string' ||
        !reference ||
        (currency !== 'AUD' && currency !== 'NZD') ||
        typeof returnUrl !== 'string' ||
        typeof cancelUrl !== 'string'
      ) {
        answer(req, res, 400, {
          error: 'invalid_request',
          message:
            'merchant_reference, amount_cents (a positive integer), currency (AUD or NZD), return_url and cancel_url are required',
        });
        return;
      }
      if ([...sessions.values()].some((s) => s.merchant_reference === reference)) {
        answer(req, res, 409, {
          error: 'duplicate_reference',
          message: `merchant_reference ${reference} has already been used`,
        });
        return;
      }
      const session: StGeorgeSession = {
        session_id: providerId('sgs_'),
        merchant_reference: reference,
        status: 'PENDING',
        amount_cents: amount,
        currency,
        description: typeof input['description'] === 'string' ? input['description'] : null,
        response_code: null,
        response_text: null,
        transaction_reference: null,
        return_url: returnUrl,
        cancel_url: cancelUrl,
        refunded_cents: 0,
      };
      sessions.set(session.session_id, session);
      answer(req, res, 201, {
        session_id: session.session_id,
        status: session.status,
        redirect_url: `${server.url}/hpp/v1/pay/${session.session_id}`,
      });
      return;
    }
    const sessionPath = /^\/hpp\/v1\/sessions\/([^/]+)(\/refunds)?$/.exec(url.pathname);
    const session = sessions.get(sessionPath?.[1] ?? '');
    if (sessionPath && !session) {
      answer(req, res, 404, { error: 'not_found', message: 'No such session' });
      return;
    }
    if (sessionPath && session && method === 'GET' && !sessionPath[2]) {
      answer(req, res, 200, view(session));
      return;
    }
    if (sessionPath && session && method === 'POST' && sessionPath[2]) {
      const input = (body ? JSON.parse(body) : {}) as { amount_cents?: number };
      const amount = input.amount_cents ?? session.amount_cents - session.refunded_cents;
      if (
        session.status !== 'APPROVED' ||
        amount <= 0 ||
        session.refunded_cents + amount > session.amount_cents
      ) {
        answer(req, res, 422, {
          error: 'not_refundable',
          message: 'Only an approved payment can be refunded, up to its amount',
        });
        return;
      }
      session.refunded_cents += amount;
      const refund = {
        refund_id: providerId('sgr_'),
        session_id: session.session_id,
        amount_cents: amount,
      };
      refunds.push(refund);
      answer(req, res, 201, { ...refund, status: 'APPROVED' });
      return;
    }
    answer(req, res, 404, { error: 'not_found', message: 'Not found' });
  }

  const server = await listen(handle);
  return {
    url: server.url,
    credentials,
    sessions: () => [...sessions.values()].map((s) => structuredClone(s)),
    refunds: () => [...refunds],
    requests: () => [...requests],
    async choose(sessionId, choice) {
      const response = await fetch(`${server.url}/hpp/v1/pay/${sessionId}/${choice}`, {
        method: 'POST',
        redirect: 'manual',
      });
      await response.arrayBuffer();
      return response.headers.get('location') ?? '';
    },
    close: server.close,
  };
}
