/**
 * St.George Bank's gateway as a hosted payment page. Little of a hosted page is publicly
 * documented (the bank's published IPG is a server-to-server card API, which Forecourt must
 * not use: no card data touches the platform), so this adapter follows the model described in
 * tests/support/payment-stand-ins/st-george.ts: a session created with the merchant's client
 * id and secret (Basic auth), the shopper sent to its redirect URL, and the session queried
 * by the API before anything is marked paid (APPROVED with response code "00" only). The
 * reservation's reference is the merchant reference, so a second session for it is refused.
 * ST_GEORGE_API_URL names the gateway (there is no public default).
 */
import { stGeorgeOutcome } from '../../../../lib/payments/index.ts';
import type { Env } from '../../tenant/index.ts';
import { baseUrlFrom, secretFrom } from './env.ts';
import { ProviderError, type PaymentProvider } from './types.ts';

interface Session {
  session_id?: string;
  redirect_url?: string;
  status?: string;
  response_code?: string | null;
  amount_cents?: number;
  currency?: string;
  refund_id?: string;
  message?: string;
}

export function stGeorgeProvider(env: Env, names: { client_secret_env: string }): PaymentProvider {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    clientId: string,
    body: object | null,
  ): Promise<Session> {
    const base = baseUrlFrom(env, 'ST_GEORGE_API_URL', null, 'st_george');
    const secret = secretFrom(env, names.client_secret_env, 'st_george');
    let response: Response;
    try {
      response = await fetch(new URL(path, base), {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new ProviderError(`St George: ${String(error)}`, 'st_george');
    }
    const answer = (await response.json().catch(() => ({}))) as Session;
    if (!response.ok) {
      throw new ProviderError(
        `St George: ${answer.message ?? `HTTP ${response.status}`}`,
        'st_george',
        response.status,
      );
    }
    return answer;
  }

  return {
    kind: 'st_george',
    async start(request) {
      const session = await call('POST', 'hpp/v1/sessions', request.publicKey, {
        merchant_reference: request.reference,
        amount_cents: request.amountCents,
        currency: request.currency,
        description: request.description,
        return_url: request.returnUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.session_id || !session.redirect_url) {
        throw new ProviderError('St George: the session has no redirect URL', 'st_george');
      }
      return {
        kind: 'redirect',
        providerRef: session.session_id,
        redirectUrl: session.redirect_url,
      };
    },
    async verify(providerRef, publicKey) {
      const session = await call(
        'GET',
        `hpp/v1/sessions/${encodeURIComponent(providerRef)}`,
        publicKey,
        null,
      );
      return {
        outcome: stGeorgeOutcome(session.status ?? '', session.response_code ?? null),
        amountCents: typeof session.amount_cents === 'number' ? session.amount_cents : null,
        currency: session.currency ?? '',
      };
    },
    async refund(providerRef, payment) {
      const refund = await call(
        'POST',
        `hpp/v1/sessions/${encodeURIComponent(providerRef)}/refunds`,
        payment.publicKey,
        {
          amount_cents: payment.amountCents,
        },
      );
      if (!refund.refund_id)
        throw new ProviderError('St George: the refund has no id', 'st_george');
      return refund.refund_id;
    },
  };
}
