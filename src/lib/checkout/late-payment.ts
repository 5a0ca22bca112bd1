/**
 * What to do with a deposit the provider says is paid. A Stripe intent can succeed minutes
 * after the shopper's hold lapsed (a slow 3-D Secure challenge, a wallet sheet left open);
 * by then another shopper may hold the car or have paid for it, or the dealer may have sold
 * it. Recording that payment would give one car two buyers, so it is refunded instead; a
 * lapsed hold on a car nobody else wants is simply honoured.
 */
import { holdsCar, type BuildView, type ReservationHold } from '../payments/hold.ts';

/** Why a late deposit went back: another buyer paid, another buyer is paying, or it is sold. */
export type ConflictReason = 'reserved' | 'held' | 'sold';

export type PaymentDecision =
  /** Record it paid; the car is (again) held for this shopper. */
  | { kind: 'honour' }
  /** Refund it at once: the car is no longer this shopper's to have. */
  | { kind: 'refund'; reason: ConflictReason };

export interface PaidFacts {
  /** Whether the paying reservation still held the car when the payment landed. */
  stillHeld: boolean;
  /** The car as the current build lists it; null when it is no longer listed. */
  build: BuildView | null;
  /** Every other reservation with a hold on the car, live or run out. */
  otherHolds: readonly ReservationHold[];
  now: Date;
}

/**
 * A payment within its own hold is always honoured: nobody else could hold the car
 * meanwhile, and the shopper was promised it. A late one is honoured only when the car is
 * still listed, unsold, not reserved by the dealer's feed and held by nobody else.
 */
export function paidDepositDecision(facts: PaidFacts): PaymentDecision {
  if (facts.stillHeld) return { kind: 'honour' };
  const live = facts.otherHolds.filter((hold) => holdsCar(hold, facts.now));
  if (live.some((hold) => hold.status === 'paid')) return { kind: 'refund', reason: 'reserved' };
  if (live.length) return { kind: 'refund', reason: 'held' };
  if (!facts.build || facts.build.sold) return { kind: 'refund', reason: 'sold' };
  if (facts.build.reserved) return { kind: 'refund', reason: 'reserved' };
  return { kind: 'honour' };
}
