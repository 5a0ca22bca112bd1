/**
 * Reading reservations for the shopper: whether a car can be reserved now, one reservation's
 * status page data (contract 6), and finding a tenant's reservation by id, reference or
 * Stripe intent.
 */
import { depositTerms, type DepositTerms } from '../../../lib/checkout/index.ts';
import { checkoutHold, settledStatus, type HoldReason } from '../../../lib/payments/index.ts';
import type { Reservation } from '../store/index.ts';
import type { TenantData } from '../tenant/index.ts';
import { vehicleWords } from '../../../lib/content/vehicle-words.ts';
import { holdMessages } from './messages.ts';
import type { ProviderKind } from './providers/index.ts';
import type { PaymentContext } from './service-context.ts';

export interface AvailabilityAnswer {
  reservable: boolean;
  reason: HoldReason | null;
  message: string | null;
  deposit: { amount_cents: number; currency: 'AUD' | 'NZD'; provider: ProviderKind } | null;
}

export function reservationViews({ store, clock }: PaymentContext) {
  const reservations = store.reservations;

  function termsFor(tenant: TenantData, state: string): DepositTerms {
    return depositTerms(
      tenant.reserve.deposit_terms,
      tenant.dealer.country,
      state,
      vehicleWords(tenant.dealer.vehicle_kind),
    );
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
      message: decision.reason ? holdMessages(tenant.dealer.vehicle_kind)[decision.reason] : null,
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
      conflict_reason: reservation.conflictReason,
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

  return { availability, view, reservationOf, reservationByIntent };
}
