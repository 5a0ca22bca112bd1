/**
 * Till Payments' gateway (API v3, https://gateway.tillpayments.com/documentation/apiv3) as a
 * real server on loopback, for the hosted-payment-page flow:
 *
 * - POST /api/v3/transaction/{apiKey}/debit — JSON body (merchantTransactionId, amount as a
 *   decimal string "500.00", currency, successUrl, cancelUrl, errorUrl, callbackUrl,
 *   description, customer, extraData), `Authorization: Basic <username:password>`, and the
 *   request signature the gateway documents: `Date` (or `X-Date`) and `X-Signature:
 *   base64(HMAC-SHA512(sharedSecret, METHOD \n sha512hex(body) \n Content-Type \n Date \n
 *   request URI))`. Answers `{ success, uuid, purchaseId, returnType: "REDIRECT", redirectUrl }`.
 *   A reused merchantTransactionId is refused, so a reservation can never be debited twice.
 * - The redirect URL is a payment page this server serves with "Pay", "Decline" and "Cancel",
 *   which send the shopper back to successUrl / errorUrl / cancelUrl (nothing in those URLs
 *   says what happened: the merchant must ask the gateway).
 * - GET /api/v3/status/{apiKey}/getByUuid/{uuid} — signed like the debit (empty body):
 *   `{ success, uuid, merchantTransactionId, purchaseId, transactionType: "DEBIT",
 *   transactionStatus: "SUCCESS"|"PENDING"|"ERROR", amount, currency, errors? }`.
 * - POST /api/v3/transaction/{apiKey}/refund — referenceUuid of the debit, amount, currency.
 *
 * Error codes are the stand-in's own stand-ins for the gateway's table (1004 bad signature,
 * 2001 cancelled by the customer, 2003 declined, 3004 duplicate transaction id, 8001 unknown
 * transaction); the adapter treats every ERROR as not paid whatever its code.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, providerId, redirect, sendChoicePage, sendJson } from './http.ts';

export interface TillTransaction {
  uuid: string;
  purchaseId: string;
  merchantTransactionId: string;
  transactionType: 'DEBIT' | 'REFUND';
  transactionStatus: 'SUCCESS' | 'PENDING' | 'ERROR';
  amount: string;
  currency: string;
  description: string | null;
  successUrl: string | null;
  cancelUrl: string | null;
  errorUrl: string | null;
  referenceUuid: string | null;
  extraData: Record<string, string>;
  errors: { errorMessage: string; errorCode: number }[];
}

export interface TillCredentials {
  apiKey: string;
  username: string;
  password: string;
  sharedSecret: string;
}

export interface TillStandIn {
  /** Point TILL_API_URL here. */
  url: string;
  credentials: TillCredentials;
  transactions(): TillTransaction[];
  refunds(): TillTransaction[];
  /** Every API call (not the shopper's page), with whether its signature was good. */
  requests(): { method: string; path: string; signatureValid: boolean; status: number }[];
  /** Presses a button on the payment page; answers the Location the shopper is sent to. */
  choose(uuid: string, choice: 'pay' | 'decline' | 'cancel'): Promise<string>;
  close(): Promise<void>;
}

/** The signature the gateway expects, per its API v3 documentation. */
export function tillSignature(
  sharedSecret: string,
  method: string,
  body: string,
  contentType: string,
  date: string,
  requestUri: string,
): string {
  const bodyHash = createHash('sha512').update(body).digest('hex');
  const message = [method, bodyHash, contentType, date, requestUri].join('\n');
  return createHmac('sha512', sharedSecret).update(message).digest('base64');
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const TILL_DEFAULT_CREDENTIALS: TillCredentials = {
  apiKey: 'till-api-key-forecourt',
  username: 'forecourt-api',
  password: 'till-password-forecourt',
  sharedSecret: 'till-shared-secret-forecourt',
};

export async function startTillStandIn(
  credentials: TillCredentials = TILL_DEFAULT_CREDENTIALS,
): Promise<TillStandIn> {
  const transactions = new Map<string, TillTransaction>();
  const requests: { method: string; path: string; signatureValid: boolean; status: number }[] = [];
  const basic = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;

  function signatureValid(req: IncomingMessage, body: string): boolean {
    const date = req.headers['x-date'] ?? req.headers.date;
    const signature = req.headers['x-signature'];
    if (typeof date !== 'string' || typeof signature !== 'string') return false;
    const contentType = req.headers['content-type'] ?? '';
    const expected = tillSignature(
      credentials.sharedSecret,
      req.method ?? 'GET',
      body,
      contentType,
      date,
      req.url ?? '',
    );
    return same(signature, expected);
  }

  function answer(
    res: ServerResponse,
    req: IncomingMessage,
    valid: boolean,
    status: number,
    body: unknown,
  ): void {
    requests.push({
      method: req.method ?? 'GET',
      path: req.url ?? '',
      signatureValid: valid,
      status,
    });
    sendJson(res, status, body);
  }

  function refuse(errorMessage: string, errorCode: number) {
    return { success: false, errorMessage, errorCode, errors: [{ errorMessage, errorCode }] };
  }

  async function handle(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';

    const page = /^\/redirect\/([^/]+)(?:\/(pay|decline|cancel))?$/.exec(url.pathname);
    if (page) {
      const tx = transactions.get(page[1] ?? '');
      if (!tx || tx.transactionStatus !== 'PENDING') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('This payment is no longer open.');
        return;
      }
      if (method === 'GET') {
        sendChoicePage(
          res,
          'Till Payments',
          `Pay ${tx.amount} ${tx.currency}${tx.description ? ` for ${tx.description}` : ''}.`,
          [
            { label: 'Pay', action: `/redirect/${tx.uuid}/pay` },
            { label: 'Decline', action: `/redirect/${tx.uuid}/decline` },
            { label: 'Cancel', action: `/redirect/${tx.uuid}/cancel` },
          ],
        );
        return;
      }
      if (page[2] === 'pay') {
        tx.transactionStatus = 'SUCCESS';
        redirect(res, tx.successUrl ?? '/');
      } else if (page[2] === 'decline') {
        tx.transactionStatus = 'ERROR';
        tx.errors = [{ errorMessage: 'Transaction declined', errorCode: 2003 }];
        redirect(res, tx.errorUrl ?? tx.cancelUrl ?? '/');
      } else {
        tx.transactionStatus = 'ERROR';
        tx.errors = [{ errorMessage: 'Transaction cancelled by the customer', errorCode: 2001 }];
        redirect(res, tx.cancelUrl ?? tx.errorUrl ?? '/');
      }
      return;
    }

    const api =
      /^\/api\/v3\/(transaction|status)\/([^/]+)\/(debit|refund|getByUuid)(?:\/([^/]+))?$/.exec(
        url.pathname,
      );
    if (!api) {
      answer(res, req, false, 404, refuse('Not found', 1001));
      return;
    }
    const valid = signatureValid(req, body);
    if (req.headers.authorization !== basic || api[2] !== credentials.apiKey) {
      answer(res, req, valid, 401, refuse('Invalid credentials', 1001));
      return;
    }
    if (!valid) {
      answer(res, req, valid, 200, refuse('Invalid signature', 1004));
      return;
    }

    if (api[1] === 'status' && api[3] === 'getByUuid' && method === 'GET') {
      const tx = transactions.get(api[4] ?? '');
      if (!tx) {
        answer(res, req, valid, 200, refuse('Transaction not found', 8001));
        return;
      }
      const { successUrl: _s, cancelUrl: _c, errorUrl: _e, ...status } = tx;
      answer(res, req, valid, 200, {
        success: true,
        ...status,
        ...(tx.errors.length ? {} : { errors: undefined }),
      });
      return;
    }

    if (api[1] === 'transaction' && method === 'POST') {
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(body) as Record<string, unknown>;
      } catch {
        answer(res, req, valid, 200, refuse('Invalid JSON', 1002));
        return;
      }
      const merchantTransactionId = String(input['merchantTransactionId'] ?? '');
      const amount = String(input['amount'] ?? '');
      const currency = String(input['currency'] ?? '');
      if (!merchantTransactionId || !/^\d+\.\d{2}$/.test(amount) || !/^[A-Z]{3}$/.test(currency)) {
        answer(
          res,
          req,
          valid,
          200,
          refuse('merchantTransactionId, amount (e.g. "10.00") and currency are required', 1002),
        );
        return;
      }
      if (
        [...transactions.values()].some((t) => t.merchantTransactionId === merchantTransactionId)
      ) {
        answer(res, req, valid, 200, refuse('Duplicate merchantTransactionId', 3004));
        return;
      }
      const text = (key: string) =>
        typeof input[key] === 'string' ? (input[key] as string) : null;
      const tx: TillTransaction = {
        uuid: providerId(''),
        purchaseId: `${new Date().toISOString().slice(0, 10).replace(/-/g, '')}-${providerId('')}`,
        merchantTransactionId,
        transactionType: api[3] === 'refund' ? 'REFUND' : 'DEBIT',
        transactionStatus: 'PENDING',
        amount,
        currency,
        description: text('description'),
        successUrl: text('successUrl'),
        cancelUrl: text('cancelUrl'),
        errorUrl: text('errorUrl'),
        referenceUuid: text('referenceUuid'),
        extraData: (input['extraData'] as Record<string, string> | undefined) ?? {},
        errors: [],
      };
      if (tx.transactionType === 'REFUND') {
        const debit = transactions.get(tx.referenceUuid ?? '');
        if (!debit || debit.transactionType !== 'DEBIT' || debit.transactionStatus !== 'SUCCESS') {
          answer(
            res,
            req,
            valid,
            200,
            refuse('The referenced transaction cannot be refunded', 3003),
          );
          return;
        }
        tx.transactionStatus = 'SUCCESS';
        transactions.set(tx.uuid, tx);
        answer(res, req, valid, 200, {
          success: true,
          uuid: tx.uuid,
          purchaseId: tx.purchaseId,
          returnType: 'FINISHED',
          paymentMethod: 'Creditcard',
        });
        return;
      }
      transactions.set(tx.uuid, tx);
      answer(res, req, valid, 200, {
        success: true,
        uuid: tx.uuid,
        purchaseId: tx.purchaseId,
        returnType: 'REDIRECT',
        redirectUrl: `${server.url}/redirect/${tx.uuid}`,
        paymentMethod: 'Creditcard',
      });
      return;
    }
    answer(res, req, valid, 404, refuse('Not found', 1001));
  }

  const server = await listen(handle);
  return {
    url: server.url,
    credentials,
    transactions: () =>
      [...transactions.values()]
        .filter((t) => t.transactionType === 'DEBIT')
        .map((t) => structuredClone(t)),
    refunds: () =>
      [...transactions.values()]
        .filter((t) => t.transactionType === 'REFUND')
        .map((t) => structuredClone(t)),
    requests: () => [...requests],
    async choose(uuid, choice) {
      const response = await fetch(`${server.url}/redirect/${uuid}/${choice}`, {
        method: 'POST',
        redirect: 'manual',
      });
      await response.arrayBuffer();
      return response.headers.get('location') ?? '';
    },
    close: server.close,
  };
}
