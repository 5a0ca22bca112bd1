import type { ReservationStatus } from '../../../lib/payments/hold.ts';

/**
 * One reserve attempt: a shopper paying a deposit on one car (migrations 0005-reservations,
 * 0006-late-deposits).
 * `hold_car` is the car's id while the row holds the car (a checkout under way, or paid) and
 * null otherwise; a unique index on (tenant, hold_car) makes "one live hold per car" the
 * database's rule, so two shoppers racing for a car cannot both get one, on either engine.
 */
export interface ReservationsTable {
  /** 'res_' and 26 random base32 characters. */
  id: string;
  tenant: string;
  car_id: number;
  hold_car: number | null;
  /** RSV-XXXX-XXXX: what the shopper quotes; unique. */
  reference: string;
  /** Unguessable: with the id, it lets the shopper's browser read the reservation. */
  token: string;
  provider: 'stripe' | 'till' | 'st_george';
  /** The provider's id of the payment: PaymentIntent id, Till uuid, St George session id. */
  provider_ref: string | null;
  status: ReservationStatus;
  amount_cents: number;
  currency: 'AUD' | 'NZD';
  /** The page's origin (checked to be the tenant's own) and the car's checkout path. */
  origin: string;
  checkout_path: string;
  /** JSON object: the shopper's details as validated. */
  details: string;
  /** JSON object: the car as it was when the checkout started. */
  car: string;
  idempotency_key: string;
  request_hash: string;
  /** JSON object: the first answer, replayed for the same key; null while being made. */
  answer: string | null;
  /** The reservation lead, once paid. */
  lead_id: string | null;
  hold_expires_at: string;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  refunded_at: string | null;
  /** The provider's refund id. */
  refund_ref: string | null;
  /** Why a late deposit was refunded (migration 0006): another buyer paid or was paying, or sold. */
  conflict_reason: 'reserved' | 'held' | 'sold' | null;
}
