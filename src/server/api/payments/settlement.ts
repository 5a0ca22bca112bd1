/**
 * Settling a reservation from the provider's own answer. "Paid" is recorded with its lead and
 * jobs in one step (the store's recordPayment); a deposit that landed after its hold lapsed,
 * on a car that went to someone else, is refunded through the provider at once and the
 * shopper and dealer told through the outbox. A refund the provider could not make now is
 * tried again on the next look (Stripe's webhook retry, the confirmation page's read).
 */
import { chargeMatches, type BuildView, type PaymentOutcome } from '../../../lib/payments/index.ts';
import type { Reservation } from '../store/index.ts';
import type { TenantData } from '../tenant/index.ts';
import { writeHolds } from './rebuild.ts';
import { conflictRefundLead, paidLead } from './reservation-leads.ts';
import type { PaymentContext } from './service-context.ts';

export function settlement(context: PaymentContext) {
  const { store, env, log } = context;
  const reservations = store.reservations;

  function buildView(tenant: TenantData, reservation: Reservation): BuildView | null {
    const car = tenant.car(reservation.carId);
    return car ? { reservable: car.reservable, sold: car.sold, reserved: car.reserved } : null;
  }

  async function refreshHolds(slug: string, reason: string): Promise<void> {
    try {
      await writeHolds(context.dataDir, slug, await reservations.paidHolds(slug));
      await context.rebuild.request({ dealer: slug, reason });
    } catch (error) {
      log.error(
        { dealer: slug, err: String(error) },
        'payments: holds file or rebuild request failed',
      );
    }
  }

  /** Throws the provider's error when it could not refund now; the next look tries again. */
  async function refundConflict(tenant: TenantData, due: Reservation): Promise<Reservation> {
    if (!due.providerRef) return due;
    const publicKey =
      typeof due.car['deposit_key'] === 'string'
        ? due.car['deposit_key']
        : (tenant.car(due.carId)?.deposit_key ?? '');
    // The provider's refund is keyed by the payment, so asking again never refunds twice.
    const refundRef = await context.providerFor(tenant, due.provider).refund(due.providerRef, {
      amountCents: due.amountCents,
      currency: due.currency,
      reference: due.reference,
      publicKey,
    });
    const { changed, reservation } = await reservations.recordConflictRefund(
      due.id,
      refundRef,
      conflictRefundLead(tenant, due, env, refundRef),
    );
    if (changed) {
      log.warn(
        { reservation: due.id, reason: due.conflictReason },
        'payments: a late deposit was refunded; the car went to someone else',
      );
      context.onLeadCompleted();
    }
    return reservation ?? due;
  }

  async function recordPaid(tenant: TenantData, reservation: Reservation): Promise<Reservation> {
    if (reservation.status === 'refund_due') return refundConflict(tenant, reservation);
    const { changed, reservation: recorded } = await reservations.recordPayment(reservation.id, {
      build: buildView(tenant, reservation),
      lead: (paying) => paidLead(tenant, paying, env),
    });
    if (!recorded) return reservation;
    if (recorded.status === 'refund_due') return refundConflict(tenant, recorded);
    if (changed && recorded.status === 'paid') {
      context.onLeadCompleted();
      await refreshHolds(tenant.dealer.slug, `deposit paid: ${recorded.reference}`);
    }
    return recorded;
  }

  /** Applies the provider's own answer to a reservation; paid sets off the rest once. */
  async function settle(
    tenant: TenantData,
    reservation: Reservation,
    outcome: PaymentOutcome,
    charged: { amountCents: number | null; currency: string },
  ): Promise<Reservation> {
    if (outcome === 'paid') {
      const expected = { amountCents: reservation.amountCents, currency: reservation.currency };
      if (!chargeMatches(expected, charged)) {
        log.error(
          { reservation: reservation.id, charged },
          'payments: the provider charged another amount; not marked paid',
        );
        return reservation;
      }
      return recordPaid(tenant, reservation);
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
    const publicKey = tenant.car(reservation.carId)?.deposit_key ?? '';
    const verified = await context
      .providerFor(tenant, reservation.provider)
      .verify(reservation.providerRef, publicKey);
    const settled = await settle(tenant, reservation, verified.outcome, verified);
    return { reservation: settled, outcome: verified.outcome };
  }

  return { settle, verifyAndSettle, refreshHolds };
}
