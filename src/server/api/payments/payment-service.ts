/**
 * The reserve flow's work behind the routes: starting a checkout (one reservation per
 * Idempotency-Key, the car held while the shopper pays), settling a payment from the
 * provider's own answer, and what a paid deposit sets off — the reservation lead with its
 * delivery jobs, the shopper's confirmation, the holds file and the dealer's rebuild.
 */
import type { FastifyBaseLogger } from 'fastify';
import { EVENT_IDS } from '../../../lib/analytics/events.ts';
import { checkoutPath } from '../../../lib/cars/paths.ts';
import { depositTerms, formatDeposit, type DepositTerms } from '../../../lib/checkout/index.ts';
import { leadFieldsOf } from '../../../lib/forms/index.ts';
import {
  chargeMatches,
  checkoutHold,
  checkoutRequestText,
  confirmationUrl,
  providerReturnUrl,
  settledStatus,
  type HoldReason,
  type PaymentOutcome,
} from '../../../lib/payments/index.ts';
import { ApiError } from '../app/index.ts';
import type { LeadDestination as StoredDestination, Reservation, Store } from '../store/index.ts';
import { leadDestinations, type Env, type TenantCar, type TenantData } from '../tenant/index.ts';
import type { CheckoutDetails } from './checkout-details.ts';
import { storedDestinations } from '../routes/lead-intake.ts';
import { sendConfirmation } from './confirmation-email.ts';
import { HOLD_MESSAGES } from './messages.ts';
import {
  paymentProvider,
  ProviderError,
  ProviderNotConfiguredError,
  type PaymentProvider,
  type ProviderKind,
} from './providers/index.ts';
import { writeHolds, type RebuildTrigger } from './rebuild.ts';
import { sha256Hex } from './signatures.ts';

export interface PaymentServiceOptions {
  store: Store;
  env: Env;
  dataDir: string;
  clock: () => Date;
  /** A reservation lead committed: wake the outbox worker. */
  onLeadCompleted: () => void;
  rebuild: RebuildTrigger;
  log: FastifyBaseLogger;
}

export interface AvailabilityAnswer {
  reservable: boolean;
  reason: HoldReason | null;
  message: string | null;
  deposit: { amount_cents: number; currency: 'AUD' | 'NZD'; provider: ProviderKind } | null;
}

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

/** The reservation lead's destinations, routed by its car as any lead's are. */
function reservationDestinations(
  tenant: TenantData,
  car: TenantCar | undefined,
  env: Env,
): StoredDestination[] {
  const routed = leadDestinations(
    tenant,
    { carId: car?.id, location: car ? String(car.location_id) : undefined },
    env,
  );
  return storedDestinations(tenant, routed.destinations);
}

export function paymentService(options: PaymentServiceOptions) {
  const { store, env, clock, log } = options;
  const reservations = store.reservations;

  function providerFor(tenant: TenantData, kind: ProviderKind): PaymentProvider {
    return paymentProvider(kind, tenant.reserve.payments, env);
  }

  /** `attemptKey`: the asking page's own checkout under way, which does not count as a hold. */
  async function availability(
    tenant: TenantData,
    carId: number,
    attemptKey?: string,
  ): Promise<AvailabilityAnswer> {
    const car = tenant.car(carId);
    const holds = await reservations.holdsFor(tenant.dealer.slug, carId, attemptKey);
    const decision = checkoutHold(
      car ? { reservable: car.reservable, sold: car.sold, reserved: car.reserved } : null,
      holds,
      clock(),
    );
    return {
      reservable: decision.reservable,
      reason: decision.reason,
      message: decision.reason ? HOLD_MESSAGES[decision.reason] : null,
      deposit:
        car?.deposit_provider && car.deposit_cents
          ? {
              amount_cents: car.deposit_cents,
              currency: tenant.reserve.currency,
              provider: car.deposit_provider,
            }
          : null,
    };
  }

  function termsFor(tenant: TenantData, state: string): DepositTerms {
    return depositTerms(tenant.reserve.deposit_terms, tenant.dealer.country, state);
  }

  async function startCheckout(start: CheckoutStart) {
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
      throw new ApiError(409, HOLD_MESSAGES[reason], { reason });
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
      throw new ApiError(409, HOLD_MESSAGES[started.reason], { reason: started.reason });
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
      throw new ApiError(409, HOLD_MESSAGES[build.reason], { reason: build.reason });
    }
    const hosted = kind === 'stripe' ? null : kind;
    const back = (outcome?: 'cancel' | 'error') =>
      hosted
        ? providerReturnUrl(start.origin, hosted, reservation.id, outcome)
        : confirmationUrl(start.origin, reservation.id, reservation.token);
    let payment;
    try {
      payment = await providerFor(tenant, kind).start({
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
  }

  /** Applies the provider's own answer to a reservation; paid sets off the rest once. */
  async function settle(
    tenant: TenantData,
    reservation: Reservation,
    outcome: PaymentOutcome,
    charged: { amountCents: number | null; currency: string },
  ) {
    if (outcome === 'paid') {
      if (
        !chargeMatches(
          { amountCents: reservation.amountCents, currency: reservation.currency },
          charged,
        )
      ) {
        log.error(
          { reservation: reservation.id, charged },
          'payments: the provider charged another amount; not marked paid',
        );
        return reservation;
      }
      const { changed, reservation: paid } = await reservations.markPaid(reservation.id);
      if (changed && paid) await afterPaid(tenant, paid);
      return paid ?? reservation;
    }
    if (outcome === 'declined' || outcome === 'cancelled') {
      // A Stripe intent can still be paid with another card: its hold stays until it expires.
      if (reservation.provider !== 'stripe') {
        const { reservation: failed } = await reservations.markFailed(reservation.id);
        return failed ?? reservation;
      }
    }
    return reservation;
  }

  /** Asks the provider about a reservation's payment and settles it. */
  async function verifyAndSettle(
    tenant: TenantData,
    reservation: Reservation,
  ): Promise<{ reservation: Reservation; outcome: PaymentOutcome }> {
    if (!reservation.providerRef) return { reservation, outcome: 'pending' };
    const car = tenant.car(reservation.carId);
    const publicKey = car?.deposit_key ?? '';
    const verified = await providerFor(tenant, reservation.provider).verify(
      reservation.providerRef,
      publicKey,
    );
    const settled = await settle(tenant, reservation, verified.outcome, verified);
    return { reservation: settled, outcome: verified.outcome };
  }

  async function afterPaid(tenant: TenantData, reservation: Reservation): Promise<void> {
    const slug = tenant.dealer.slug;
    const car = tenant.car(reservation.carId);
    const carName = car?.name ?? String(reservation.car['name'] ?? 'car');
    const amount = formatDeposit(reservation.amountCents, reservation.currency, { withCode: true });
    const message = `Deposit of ${amount} paid online (${reservation.provider}), reservation ${reservation.reference}. Please hold this car for the buyer and contact them.`;
    const fields = {
      ...reservation.details,
      ...(car ? leadFieldsOf(car) : {}),
      ...(car ? { location: String(car.location_id) } : {}),
      message,
      reservation_reference: reservation.reference,
      deposit_amount: (reservation.amountCents / 100).toFixed(2),
      deposit_currency: reservation.currency,
      deposit_provider: reservation.provider,
    };
    const lead = await store.acceptLead({
      tenant: slug,
      form: 'reserve',
      eventId: car?.car_type === 'used' ? EVENT_IDS.usedCarEnquiry : EVENT_IDS.newCarEnquiry,
      fields,
      car: car ?? reservation.car,
      status: 'complete',
      destinations: reservationDestinations(tenant, car, env),
      idempotencyKey: `reservation:${reservation.id}`,
      requestHash: reservation.id,
    });
    if (lead.kind === 'accepted') {
      await reservations.setLead(reservation.id, lead.leadId);
      options.onLeadCompleted();
    }
    const state = car?.state ?? String(reservation.car['state'] ?? '');
    await sendConfirmation(
      { reservation, dealer: tenant.dealer, carName, terms: termsFor(tenant, state) },
      env,
      options.dataDir,
    ).catch((error: unknown) =>
      log.error(
        { reservation: reservation.id, err: String(error) },
        'payments: confirmation e-mail not sent',
      ),
    );
    await refreshHolds(slug, `deposit paid: ${reservation.reference}`);
  }

  async function refreshHolds(slug: string, reason: string): Promise<void> {
    try {
      await writeHolds(options.dataDir, slug, await reservations.paidHolds(slug));
      await options.rebuild.request({ dealer: slug, reason });
    } catch (error) {
      log.error(
        { dealer: slug, err: String(error) },
        'payments: holds file or rebuild request failed',
      );
    }
  }

  /** The shopper's view of a reservation (contract 6). */
  function view(tenant: TenantData, reservation: Reservation) {
    const status = settledStatus(
      { status: reservation.status, expiresAt: reservation.holdExpiresAt },
      clock(),
    );
    const state = String(reservation.car['state'] ?? tenant.car(reservation.carId)?.state ?? '');
    return {
      status,
      reference: reservation.reference,
      amount_cents: reservation.amountCents,
      currency: reservation.currency,
      paid_at: reservation.paidAt,
      car: {
        id: reservation.carId,
        name: String(reservation.car['name'] ?? ''),
        slug: String(reservation.car['slug'] ?? ''),
        image: typeof reservation.car['image'] === 'string' ? reservation.car['image'] : null,
      },
      email: String(reservation.details['email'] ?? ''),
      terms: termsFor(tenant, state),
    };
  }

  /** A reservation of this tenant by id or reference. */
  async function reservationOf(
    tenant: TenantData,
    idOrReference: unknown,
  ): Promise<Reservation | undefined> {
    if (typeof idOrReference !== 'string' || idOrReference.length > 64) return undefined;
    const found = await reservations.find(idOrReference);
    return found?.tenant === tenant.dealer.slug ? found : undefined;
  }

  async function reservationByIntent(
    tenant: TenantData,
    intentId: string,
  ): Promise<Reservation | undefined> {
    const found = await reservations.byProviderRef('stripe', intentId);
    return found?.tenant === tenant.dealer.slug ? found : undefined;
  }

  return {
    env,
    availability,
    startCheckout,
    settle,
    verifyAndSettle,
    view,
    refreshHolds,
    providerFor,
    reservationOf,
    reservationByIntent,
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
