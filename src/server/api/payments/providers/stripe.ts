/**
 * Stripe through the `stripe` package: a PaymentIntent per reservation, created with an
 * idempotency key derived from the reservation (a retried create never makes a second
 * intent) and the car and lead in its metadata; verified by retrieving it with the secret key;
 * refunded with a Refund. STRIPE_API_BASE points the package at a stand-in (host, port and
 * protocol options), otherwise it talks to api.stripe.com.
 */
import Stripe from 'stripe';
import { stripeAmount, stripeOutcome } from '../../../../lib/payments/index.ts';
import type { Env } from '../../tenant/index.ts';
import { baseUrlFrom, secretFrom } from './env.ts';
import { ProviderError, type PaymentProvider } from './types.ts';

const clients = new Map<string, Stripe>();

function client(secretKey: string, base: URL): Stripe {
  const cacheKey = `${base.href}\n${secretKey}`;
  let stripe = clients.get(cacheKey);
  if (!stripe) {
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    stripe = new Stripe(secretKey, {
      host: base.hostname,
      port: base.port || (protocol === 'http' ? 80 : 443),
      protocol,
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
    clients.set(cacheKey, stripe);
  }
  return stripe;
}

function failure(error: unknown): ProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    return new ProviderError(`Stripe: ${error.message}`, 'stripe', error.statusCode ?? null);
  }
  return new ProviderError(`Stripe: ${String(error)}`, 'stripe');
}

export function stripeProvider(env: Env, names: { secret_key_env: string }): PaymentProvider {
  const stripe = () =>
    client(
      secretFrom(env, names.secret_key_env, 'stripe'),
      baseUrlFrom(env, 'STRIPE_API_BASE', 'https://api.stripe.com', 'stripe'),
    );
  return {
    kind: 'stripe',
    async start(request) {
      const api = stripe();
      try {
        const intent = await api.paymentIntents.create(
          {
            ...stripeAmount(request.amountCents, request.currency),
            automatic_payment_methods: { enabled: true },
            description: request.description,
            receipt_email: request.shopper.email,
            metadata: {
              ...request.metadata,
              reservation_id: request.reservationId,
              reference: request.reference,
            },
          },
          { idempotencyKey: `forecourt-reservation-${request.reservationId}` },
        );
        if (!intent.client_secret)
          throw new ProviderError('Stripe: the PaymentIntent has no client secret', 'stripe');
        return { kind: 'intent', providerRef: intent.id, clientSecret: intent.client_secret };
      } catch (error) {
        throw error instanceof ProviderError ? error : failure(error);
      }
    },
    async verify(providerRef) {
      try {
        const intent = await stripe().paymentIntents.retrieve(providerRef);
        return {
          outcome: stripeOutcome(intent.status, intent.last_payment_error !== null),
          amountCents: intent.status === 'succeeded' ? intent.amount_received : intent.amount,
          currency: intent.currency,
        };
      } catch (error) {
        throw failure(error);
      }
    },
    async refund(providerRef, payment) {
      try {
        const refund = await stripe().refunds.create(
          {
            payment_intent: providerRef,
            amount: payment.amountCents,
            metadata: { reference: payment.reference },
          },
          { idempotencyKey: `forecourt-refund-${providerRef}` },
        );
        return refund.id;
      } catch (error) {
        throw failure(error);
      }
    },
  };
}
