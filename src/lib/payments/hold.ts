/**
 * Whether a shopper may start paying a deposit on a car now: the build's view of the car
 * (spec §5 isReservable, as the tenant data file recorded it) combined with what the API has
 * learnt since the build — a paid deposit reserves the car at once, and a checkout under way
 * holds it for config.payments.hold_minutes so two shoppers are never charged for one car.
 */
export type HoldReason = 'reserved' | 'held' | 'sold' | 'not_listed' | 'not_reservable';

/**
 * `refund_due`: paid after its hold lapsed while the car went to another buyer (or was sold),
 * so the deposit is being returned; `refunded_conflict` once the provider has refunded it.
 */
export type ReservationStatus =
  'pending' | 'paid' | 'failed' | 'refunded' | 'expired' | 'refund_due' | 'refunded_conflict';

export const RESERVATION_STATUSES: readonly ReservationStatus[] = [
  'pending',
  'paid',
  'failed',
  'refunded',
  'expired',
  'refund_due',
  'refunded_conflict',
];

/** The car as the build saw it; null when the build did not list it. */
export interface BuildView {
  reservable: boolean;
  sold: boolean;
  reserved: boolean;
}

export interface ReservationHold {
  status: ReservationStatus;
  /** ISO time a pending checkout stops holding the car. */
  expiresAt: string;
}

export type HoldDecision =
  { reservable: true; reason: null } | { reservable: false; reason: HoldReason };

/** A pending checkout holds the car until its expiry; a paid one for good (until refunded). */
export function holdsCar(hold: ReservationHold, now: Date): boolean {
  if (hold.status === 'paid') return true;
  return hold.status === 'pending' && Date.parse(hold.expiresAt) > now.getTime();
}

/**
 * The decision, most lasting reason first: not listed, sold, reserved (paid here or marked by
 * the feed), held by a checkout under way, then the build's other reasons (price, processor,
 * status, the dealer's switch).
 */
export function checkoutHold(
  build: BuildView | null,
  holds: readonly ReservationHold[],
  now: Date,
): HoldDecision {
  if (!build) return { reservable: false, reason: 'not_listed' };
  if (build.sold) return { reservable: false, reason: 'sold' };
  const live = holds.filter((hold) => holdsCar(hold, now));
  if (build.reserved || live.some((hold) => hold.status === 'paid')) {
    return { reservable: false, reason: 'reserved' };
  }
  if (live.length) return { reservable: false, reason: 'held' };
  if (!build.reservable) return { reservable: false, reason: 'not_reservable' };
  return { reservable: true, reason: null };
}

/** When a checkout started at `now` stops holding the car. */
export function holdExpiry(now: Date, holdMinutes: number): Date {
  if (!Number.isInteger(holdMinutes) || holdMinutes < 1) {
    throw new RangeError(`hold minutes must be a positive whole number: ${holdMinutes}`);
  }
  return new Date(now.getTime() + holdMinutes * 60_000);
}

/**
 * A pending reservation whose hold has run out while the provider never confirmed it is
 * expired; anything else keeps its status. (A late provider confirmation is still honoured
 * when nobody else has the car, else refunded: src/lib/checkout/late-payment.ts.)
 */
export function settledStatus(hold: ReservationHold, now: Date): ReservationStatus {
  return hold.status === 'pending' && !holdsCar(hold, now) ? 'expired' : hold.status;
}
