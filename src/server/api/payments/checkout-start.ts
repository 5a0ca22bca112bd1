/**
 * Starting a checkout: one reservation per Idempotency-Key, the car held while the shopper
 * pays, and the provider's payment (a Stripe intent, or a hosted page to go to).
 */
import { checkoutPath } from '../../../lib/cars/paths.ts';
import {
  checkoutHold,
  checkoutRequestText,
  confirmationUrl,
  providerReturnUrl,
  type HoldReason,
} from '../../../lib/payments/index.ts';
import { ApiError } from '../app/index.ts';
import type { Reservation } from '../store/index.ts';
import type { TenantData } from '../tenant/index.ts';
import type { CheckoutDetails } from './checkout-details.ts';
import { holdMessages } from './messages.ts';
import { ProviderError, ProviderNotConfiguredError } from './providers/index.ts';
import type { PaymentContext } from './service-context.ts';
import { sha256Hex } from './signatures.ts';

export interface CheckoutStart {
  tenant: TenantData;
  carId: number;
  origin: string;
  idempotencyKey: string;
  route: string;
  body: Record<string, unknown>;
  details: CheckoutDetails;
  /** Which endpoint: Stripe's payment intent or a hosted page. */
  flow: 'intent' | 'hosted';
}

export function carIdOf(value: unknown): number {
  if (typeof value !== 'string' || !/^[1-9]\d{0,15}$/.test(value)) {
    throw new ApiError(400, 'car_id must be the id of a car');
  }
  return Number(value);
}

function reservationAnswer(r: Reservation) {
  return {
    id: r.id,
    reference: r.reference,
    status: 'pending' as const,
    amount_cents: r.amountCents,
    currency: r.currency,
    token: r.token,
  };
}

export function checkoutStarter(context: PaymentContext) {
  const { store, clock, log } = context;
  const reservations = store.reservations;

  return async function startCheckout(start: CheckoutStart) {
    const { tenant, carId } = start;
    const slug = tenant.dealer.slug;
    const car = tenant.car(carId);
    const requestHash = sha256Hex(checkoutRequestText(start.route, slug, carId, start.body));
    const kind = car?.deposit_provider ?? null;
    if (!car || !kind || !car.deposit_cents) {
      // A retry of an attempt started before a rebuild dropped the car still replays.
      const prior = await reservations.byIdempotencyKey(slug, start.idempotencyKey);
      if (prior && prior.requestHash === requestHash && prior.answer)
        return { replay: true, answer: prior.answer };
      const reason: HoldReason = car ? 'not_reservable' : 'not_listed';
      throw new ApiError(409, holdMessages(tenant.dealer.vehicle_kind)[reason], { reason });
    }
    const wanted = start.flow === 'intent' ? kind === 'stripe' : kind !== 'stripe';
    if (!wanted) {
      throw new ApiError(
        400,
        start.flow === 'intent'
          ? "This car's deposit is not taken by Stripe: use hosted_payment"
          : "This car's deposit is taken by Stripe: use payment_intent",
      );
    }
    const started = await reservations.start({
      tenant: slug,
      carId,
      provider: kind,
      amountCents: car.deposit_cents,
      currency: tenant.reserve.currency,
      origin: start.origin,
      checkoutPath: checkoutPath(car, tenant.reserve.online_buying),
      details: start.details,
      car: {
        id: car.id,
        name: car.name,
        slug: car.slug,
        image: car.image,
        stocknum: car.stocknum,
        state: car.state,
        location_id: car.location_id,
        deposit_key: car.deposit_key,
      },
      idempotencyKey: start.idempotencyKey,
      requestHash,
      holdMinutes: tenant.reserve.payments.hold_minutes,
    });
    if (started.kind === 'conflict') {
      throw new ApiError(409, 'This Idempotency-Key was already used for a different request');
    }
    if (started.kind === 'unavailable') {
      throw new ApiError(409, holdMessages(tenant.dealer.vehicle_kind)[started.reason], {
        reason: started.reason,
      });
    }
    if (started.kind === 'replay') {
      if (started.reservation.answer) return { replay: true, answer: started.reservation.answer };
      throw new ApiError(409, 'This checkout is still being started: try again in a moment', {
        reason: 'in_progress',
      });
    }
    const reservation = started.reservation;
    // The database settled the holds; the build's own view (sold, reserved by the feed, not
    // reservable) refuses too, and the new row is released so it holds nothing.
    const build = checkoutHold(
      { reservable: car.reservable, sold: car.sold, reserved: car.reserved },
      [],
      clock(),
    );
    if (!build.reservable) {
      await reservations.markFailed(reservation.id);
      throw new ApiError(409, holdMessages(tenant.dealer.vehicle_kind)[build.reason], {
        reason: build.reason,
      });
    }
    const hosted = kind === 'stripe' ? null : kind;
    const back = (outcome?: 'cancel' | 'error') =>
      hosted
        ? providerReturnUrl(start.origin, hosted, reservation.id, outcome)
        : confirmationUrl(start.origin, reservation.id, reservation.token);
    let payment;
    try {
      payment = await context.providerFor(tenant, kind).start({
        reservationId: reservation.id,
        reference: reservation.reference,
        amountCents: reservation.amountCents,
        currency: reservation.currency,
        description: `Deposit for ${car.name} (${reservation.reference})`,
        publicKey: car.deposit_key ?? '',
        shopper: {
          name: start.details.name,
          lastName: start.details.last_name,
          email: start.details.email,
        },
        metadata: {
          dealer: slug,
          car_id: String(car.id),
          car_name: car.name,
          stock_number: car.stocknum,
          shopper_email: start.details.email,
        },
        returnUrl: back(),
        cancelUrl: back('cancel'),
        errorUrl: back('error'),
      });
    } catch (error) {
      await reservations.abandon(reservation.id);
      if (error instanceof ProviderNotConfiguredError) {
        log.error(
          { provider: error.provider, variable: error.variable },
          'payments: provider not configured',
        );
        throw new ApiError(
          503,
          'Online deposits are not available right now. Please enquire instead.',
        );
      }
      if (error instanceof ProviderError) {
        log.warn(
          { provider: error.provider, status: error.status, err: error.message },
          'payments: provider refused',
        );
        throw new ApiError(
          502,
          'The payment provider could not start the payment. Please try again.',
        );
      }
      throw error;
    }
    const answer =
      payment.kind === 'intent'
        ? {
            clientSecret: payment.clientSecret,
            paymentIntent: payment.providerRef,
            reservation: reservationAnswer(reservation),
          }
        : { redirectUrl: payment.redirectUrl, reservation: reservationAnswer(reservation) };
    await reservations.recordProviderPayment(reservation.id, payment.providerRef, answer);
    return { replay: false, answer };
  };
}
