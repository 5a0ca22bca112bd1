/**
 * Till Payments' gateway (API v3) with its hosted payment page: a signed debit answers a
 * redirect URL; the shopper pays there and comes back to the API's return route, which asks
 * the gateway for the transaction's status by uuid (signed too) before anything is marked
 * paid. The reservation's reference is the merchantTransactionId, so the gateway itself
 * refuses a second debit for one reservation. TILL_API_URL points at a stand-in.
 */
import { centsFromDecimal, decimalAmount, tillOutcome } from '../../../../lib/payments/index.ts';
import type { Env } from '../../tenant/index.ts';
import { tillSignature } from '../signatures.ts';
import { baseUrlFrom, secretFrom } from './env.ts';
import { ProviderError, type PaymentProvider } from './types.ts';

export interface TillNames {
  username_env: string;
  password_env: string;
  shared_secret_env: string;
}

interface TillAnswer {
  success?: boolean;
  uuid?: string;
  redirectUrl?: string;
  returnType?: string;
  transactionStatus?: string;
  amount?: string;
  currency?: string;
  errorMessage?: string;
  errors?: { errorMessage?: string; errorCode?: number }[];
}

export function tillProvider(env: Env, names: TillNames): PaymentProvider {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body: object | null,
  ): Promise<TillAnswer> {
    const base = baseUrlFrom(env, 'TILL_API_URL', 'https://gateway.tillpayments.com', 'till');
    const username = secretFrom(env, names.username_env, 'till');
    const password = secretFrom(env, names.password_env, 'till');
    const sharedSecret = secretFrom(env, names.shared_secret_env, 'till');
    const url = new URL(path, base);
    const text = body ? JSON.stringify(body) : '';
    const contentType = body ? 'application/json; charset=utf-8' : '';
    const date = new Date().toUTCString();
    const signature = tillSignature(sharedSecret, {
      method,
      body: text,
      contentType,
      date,
      requestUri: `${url.pathname}${url.search}`,
    });
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
          date,
          'x-date': date,
          'x-signature': signature,
          accept: 'application/json',
          ...(body ? { 'content-type': contentType } : {}),
        },
        ...(body ? { body: text } : {}),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new ProviderError(`Till: ${String(error)}`, 'till');
    }
    const answer = (await response.json().catch(() => ({}))) as TillAnswer;
    if (!response.ok || answer.success !== true) {
      const reason =
        answer.errorMessage ?? answer.errors?.[0]?.errorMessage ?? `HTTP ${response.status}`;
      throw new ProviderError(`Till: ${reason}`, 'till', response.status);
    }
    return answer;
  }

  return {
    kind: 'till',
    async start(request) {
      const answer = await call(
        'POST',
        `api/v3/transaction/${encodeURIComponent(request.publicKey)}/debit`,
        {
          merchantTransactionId: request.reference,
          amount: decimalAmount(request.amountCents),
          currency: request.currency,
          successUrl: request.returnUrl,
          cancelUrl: request.cancelUrl,
          errorUrl: request.errorUrl,
          description: request.description,
          customer: {
            firstName: request.shopper.name,
            lastName: request.shopper.lastName,
            email: request.shopper.email,
          },
          extraData: { ...request.metadata, reservation_id: request.reservationId },
        },
      );
      if (answer.returnType !== 'REDIRECT' || !answer.redirectUrl || !answer.uuid) {
        throw new ProviderError(
          `Till: expected a redirect, got ${answer.returnType ?? 'nothing'}`,
          'till',
        );
      }
      return { kind: 'redirect', providerRef: answer.uuid, redirectUrl: answer.redirectUrl };
    },
    async verify(providerRef, publicKey) {
      const answer = await call(
        'GET',
        `api/v3/status/${encodeURIComponent(publicKey)}/getByUuid/${encodeURIComponent(providerRef)}`,
        null,
      );
      return {
        outcome: tillOutcome(answer.transactionStatus ?? '', answer.errors ?? []),
        amountCents: centsFromDecimal(answer.amount ?? ''),
        currency: answer.currency ?? '',
      };
    },
    async refund(providerRef, payment) {
      const answer = await call(
        'POST',
        `api/v3/transaction/${encodeURIComponent(payment.publicKey)}/refund`,
        {
          merchantTransactionId: `${payment.reference}-refund`,
          referenceUuid: providerRef,
          amount: decimalAmount(payment.amountCents),
          currency: payment.currency,
        },
      );
      if (!answer.uuid) throw new ProviderError('Till: the refund has no uuid', 'till');
      return answer.uuid;
    },
  };
}
