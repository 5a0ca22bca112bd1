/**
 * The leads a deposit makes, each committed with its delivery jobs when the payment is
 * recorded: for a paid deposit, the reservation lead to the dealer's destinations plus the
 * shopper's confirmation; for a late deposit refunded because the car went to someone else,
 * a lead that tells the dealer (a shopper who wanted this car) plus the shopper's refund
 * notice. Each is idempotent per reservation, so a webhook and a return-URL check for the
 * same payment make one lead and one e-mail.
 */
import { EVENT_IDS } from '../../../lib/analytics/events.ts';
import { formatDeposit } from '../../../lib/checkout/index.ts';
import type { ConflictReason } from '../../../lib/checkout/late-payment.ts';
import {
  SHOPPER_EMAIL_KEY,
  shopperNoticeDestination,
  type ShopperNoticeKind,
} from '../../../lib/checkout/shopper-emails.ts';
import { leadFieldsOf } from '../../../lib/forms/index.ts';
import { storedDestinations } from '../routes/lead-intake.ts';
import type { AcceptLeadInput, LeadDestination, Reservation } from '../store/index.ts';
import { leadDestinations, type Env, type TenantData } from '../tenant/index.ts';

/** What the dealer reads about why a late deposit went back. */
const CONFLICT_FOR_DEALER: Readonly<Record<ConflictReason, string>> = {
  reserved: 'another buyer had reserved the car with a deposit',
  held: 'another buyer was paying a deposit on the car',
  sold: 'the car was sold or no longer listed',
};

/** The reservation's destinations: the dealer's, routed by its car as any lead's are. */
function dealerDestinations(
  tenant: TenantData,
  reservation: Reservation,
  env: Env,
): LeadDestination[] {
  const car = tenant.car(reservation.carId);
  const routed = leadDestinations(
    tenant,
    { carId: car?.id, location: car ? String(car.location_id) : undefined },
    env,
  );
  return storedDestinations(tenant, routed.destinations);
}

function shopperDestination(
  tenant: TenantData,
  reservation: Reservation,
  notice: ShopperNoticeKind,
): LeadDestination {
  const car = tenant.car(reservation.carId);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    key: SHOPPER_EMAIL_KEY,
    destination: shopperNoticeDestination({
      notice,
      to: text(reservation.details['email']),
      shopperName: text(reservation.details['name']),
      reservationId: reservation.id,
      reference: reservation.reference,
      amountCents: reservation.amountCents,
      currency: reservation.currency,
      carName: car?.name ?? text(reservation.car['name']),
      state: car?.state ?? text(reservation.car['state']),
      ...(reservation.conflictReason ? { reason: reservation.conflictReason } : {}),
    }),
  };
}

function reservationLead(
  tenant: TenantData,
  reservation: Reservation,
  env: Env,
  form: string,
  message: string,
  extra: Record<string, string>,
  notice: ShopperNoticeKind,
): AcceptLeadInput {
  const car = tenant.car(reservation.carId);
  return {
    tenant: tenant.dealer.slug,
    form,
    eventId: car?.car_type === 'used' ? EVENT_IDS.usedCarEnquiry : EVENT_IDS.newCarEnquiry,
    fields: {
      ...reservation.details,
      ...(car ? leadFieldsOf(car) : {}),
      ...(car ? { location: String(car.location_id) } : {}),
      message,
      reservation_reference: reservation.reference,
      deposit_amount: (reservation.amountCents / 100).toFixed(2),
      deposit_currency: reservation.currency,
      deposit_provider: reservation.provider,
      ...extra,
    },
    car: car ?? reservation.car,
    status: 'complete',
    destinations: [
      ...dealerDestinations(tenant, reservation, env),
      shopperDestination(tenant, reservation, notice),
    ],
    idempotencyKey: `${form}:${reservation.id}`,
    requestHash: reservation.id,
  };
}

function amountOf(reservation: Reservation): string {
  return formatDeposit(reservation.amountCents, reservation.currency, { withCode: true });
}

/** Form `reserve`: the paid deposit, to the dealer and (its confirmation) to the shopper. */
export function paidLead(tenant: TenantData, reservation: Reservation, env: Env): AcceptLeadInput {
  const message = `Deposit of ${amountOf(reservation)} paid online (${reservation.provider}), reservation ${reservation.reference}. Please hold this car for the buyer and contact them.`;
  return reservationLead(tenant, reservation, env, 'reserve', message, {}, 'deposit_paid');
}

/** Form `reserve-refunded`: the late deposit refunded, to the dealer and to the shopper. */
export function conflictRefundLead(
  tenant: TenantData,
  reservation: Reservation,
  env: Env,
  refundRef: string,
): AcceptLeadInput {
  const reason = reservation.conflictReason ?? 'reserved';
  const message = `Deposit of ${amountOf(reservation)} paid online (${reservation.provider}) after this shopper's hold had lapsed, reservation ${reservation.reference}; ${CONFLICT_FOR_DEALER[reason]}, so it was refunded in full automatically (refund ${refundRef}) and the shopper was told. They wanted this car: please contact them about a similar one.`;
  return reservationLead(
    tenant,
    { ...reservation, conflictReason: reason },
    env,
    'reserve-refunded',
    message,
    { refund_ref: refundRef, conflict_reason: reason },
    'deposit_refunded',
  );
}
