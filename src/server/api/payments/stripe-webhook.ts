/**
 * POST /api/payments/stripe/webhook: Stripe's events about a dealer's payment intents. The
 * signature is checked over the exact bytes received (a content-type parser scoped to this
 * plugin keeps the raw body) against the secret in the variable the dealer's config names;
 * only then is the intent retrieved from Stripe and the reservation settled. Idempotent: a
 * repeated event finds the reservation already settled. The route is signed by the provider
 * and carries no Origin, so it opts out of the same-origin guard (config.signedByProvider).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../app/index.ts';
import { tenantOf } from '../routes/tenant-context.ts';
import type { PaymentService } from './payment-service.ts';
import { verifyStripeSignature } from './signatures.ts';

interface StripeEventShape {
  id?: string;
  type?: string;
  data?: { object?: { id?: string; object?: string; payment_intent?: string } };
}

export function stripeWebhookRoute(
  app: FastifyInstance,
  service: PaymentService,
  clock: () => Date,
): void {
  void app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scoped.post(
      '/api/payments/stripe/webhook',
      { config: { signedByProvider: true } },
      async (request, reply) => {
        const tenant = await tenantOf(request);
        const payload = typeof request.body === 'string' ? request.body : '';
        const variable = tenant.reserve.payments.stripe.webhook_secret_env;
        const secret = service.env[variable]?.trim();
        if (!secret) {
          request.log.error({ variable }, 'payments: Stripe webhook secret not set');
          throw new ApiError(503, 'Webhook not configured');
        }
        const header = request.headers['stripe-signature'];
        const check = verifyStripeSignature(
          typeof header === 'string' ? header : undefined,
          payload,
          secret,
          Math.floor(clock().getTime() / 1000),
        );
        if (!check.ok) throw new ApiError(400, `Invalid signature (${check.reason})`);
        let event: StripeEventShape;
        try {
          event = JSON.parse(payload) as StripeEventShape;
        } catch {
          throw new ApiError(400, 'The event is not JSON');
        }
        const object = event.data?.object;
        const intentId = object?.object === 'payment_intent' ? object.id : object?.payment_intent;
        if (!intentId || !event.type?.startsWith('payment_intent.')) {
          return reply.code(200).send({ received: true });
        }
        const reservation = await service.reservationByIntent(tenant, intentId);
        if (!reservation) return reply.code(200).send({ received: true, matched: false });
        // The event says what happened; the intent retrieved from Stripe decides.
        await service.verifyAndSettle(tenant, reservation);
        return reply.code(200).send({ received: true });
      },
    );
  });
}
