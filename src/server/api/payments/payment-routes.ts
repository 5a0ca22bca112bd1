/**
 * The reserve flow's endpoints (docs/api.md "Reserve and buy online"), on the platform app
 * behind its guards (tenant host, rate limits, same origin for the shopper's writes):
 *
 * 1. GET  /api/dealerships/:dealershipId/reservation-status?car_id=N
 * 2. POST /api/dealerships/:dealershipId/payment_intent?car_id=N&origin=… (Stripe)
 * 3. POST /api/dealerships/:dealershipId/hosted_payment?car_id=N&origin=… (Till, St George)
 * 4. GET  /api/payments/:provider/return?reservation=…  (hosted pages come back here)
 * 5. POST /api/payments/stripe/webhook                  (stripe-webhook.ts)
 * 6. GET  /api/reservations/:id?token=…
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  checkoutRetryUrl,
  confirmationUrl,
  isIdempotencyKey,
  tenantReturnOrigin,
} from '../../../lib/payments/index.ts';
import { allowedOrigins, ApiError } from '../app/index.ts';
import { tenantOf } from '../routes/tenant-context.ts';
import type { TenantData } from '../tenant/index.ts';
import { checkoutDetails } from './checkout-details.ts';
import type { PaymentService } from './payment-service.ts';
import { carIdOf } from './payment-service.ts';
import { ProviderError, ProviderNotConfiguredError } from './providers/index.ts';

type DealershipRequest = FastifyRequest<{
  Params: { dealershipId: string };
  Querystring: Record<string, string | undefined>;
}>;

function dealershipOf(tenant: TenantData, dealershipId: string): void {
  if (!tenant.dealerships.some((d) => String(d.id) === dealershipId)) {
    throw new ApiError(404, 'No such dealership at this dealer');
  }
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

export function paymentRoutes(app: FastifyInstance, service: PaymentService): void {
  app.get(
    '/api/dealerships/:dealershipId/reservation-status',
    async (request: DealershipRequest, reply) => {
      const tenant = await tenantOf(request);
      dealershipOf(tenant, request.params.dealershipId);
      const carId = carIdOf(request.query['car_id']);
      // The page sends its stored attempt's key: after a failed 3-D Secure challenge or a
      // reload, the shopper's own checkout under way must not read as another buyer's.
      const key = request.headers['idempotency-key'];
      const attemptKey = typeof key === 'string' && isIdempotencyKey(key) ? key : undefined;
      return noStore(reply).send(await service.availability(tenant, carId, attemptKey));
    },
  );

  const checkout =
    (flow: 'intent' | 'hosted') => async (request: DealershipRequest, reply: FastifyReply) => {
      const tenant = await tenantOf(request);
      dealershipOf(tenant, request.params.dealershipId);
      if (request.query['model_id'] !== undefined && request.query['car_id'] === undefined) {
        throw new ApiError(400, 'Reserving a model is not offered: name a car with car_id');
      }
      const carId = carIdOf(request.query['car_id']);
      const origin = tenantReturnOrigin(request.query['origin'], allowedOrigins(request));
      if (!origin) throw new ApiError(400, "origin must be this site's own origin");
      const key = request.headers['idempotency-key'];
      if (!isIdempotencyKey(key)) {
        throw new ApiError(
          400,
          'An Idempotency-Key header (8 to 255 visible characters) is required',
        );
      }
      const details = checkoutDetails(tenant, request.body);
      const result = await service.startCheckout({
        tenant,
        carId,
        origin,
        idempotencyKey: key,
        route: `POST ${flow === 'intent' ? 'payment_intent' : 'hosted_payment'}`,
        body: request.body as Record<string, unknown>,
        details,
        flow,
      });
      if (result.replay) reply.header('idempotent-replayed', 'true');
      return noStore(reply).code(200).send(result.answer);
    };
  app.post('/api/dealerships/:dealershipId/payment_intent', checkout('intent'));
  app.post('/api/dealerships/:dealershipId/hosted_payment', checkout('hosted'));

  app.get(
    '/api/payments/:provider/return',
    async (
      request: FastifyRequest<{
        Params: { provider: string };
        Querystring: Record<string, string | undefined>;
      }>,
      reply,
    ) => {
      const tenant = await tenantOf(request);
      const provider = request.params.provider;
      if (provider !== 'till' && provider !== 'st_george' && provider !== 'stripe') {
        throw new ApiError(404, 'No such payment provider');
      }
      const reservation = await service.reservationOf(tenant, request.query['reservation']);
      if (!reservation || reservation.provider !== provider)
        throw new ApiError(404, 'No such reservation');
      // Never trust the query: only the provider's own answer decides.
      let outcome;
      let settled = reservation;
      try {
        ({ reservation: settled, outcome } = await service.verifyAndSettle(tenant, reservation));
      } catch (error) {
        if (!(error instanceof ProviderError) && !(error instanceof ProviderNotConfiguredError))
          throw error;
        request.log.warn(
          { reservation: reservation.id, err: error.message },
          'payments: return not verified',
        );
        outcome = 'pending' as const;
      }
      if (settled.status === 'paid') {
        return reply.redirect(
          confirmationUrl(reservation.origin, reservation.id, reservation.token),
          303,
        );
      }
      if (outcome === 'declined' || outcome === 'cancelled') {
        return reply.redirect(
          checkoutRetryUrl(reservation.origin, reservation.checkoutPath, outcome),
          303,
        );
      }
      // Not confirmed yet (or the provider could not be asked): the confirmation page shows
      // "confirming" and asks again.
      return reply.redirect(
        confirmationUrl(reservation.origin, reservation.id, reservation.token),
        303,
      );
    },
  );

  app.get(
    '/api/reservations/:id',
    async (
      request: FastifyRequest<{ Params: { id: string }; Querystring: { token?: string } }>,
      reply,
    ) => {
      const tenant = await tenantOf(request);
      const reservation = await service.reservationOf(tenant, request.params.id);
      const token = request.query.token ?? '';
      if (!reservation || !sameToken(token, reservation.token))
        throw new ApiError(404, 'No such reservation');
      let current = reservation;
      if (current.status === 'pending' && current.providerRef) {
        try {
          ({ reservation: current } = await service.verifyAndSettle(tenant, current));
        } catch (error) {
          if (!(error instanceof ProviderError) && !(error instanceof ProviderNotConfiguredError))
            throw error;
          request.log.warn(
            { reservation: current.id, err: error.message },
            'payments: status not verified',
          );
        }
      }
      return noStore(reply).send(service.view(tenant, current));
    },
  );
}
