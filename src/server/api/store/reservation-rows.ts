import type { Kysely, Selectable } from 'kysely';
import type { ReservationStatus } from '../../../lib/payments/index.ts';
import type { Database } from './database.ts';
import { parseJsonObject, type JsonObject } from './json.ts';
import type { ReservationsTable } from './reservation-tables.ts';

export type ReservationProvider = ReservationsTable['provider'];

export interface Reservation {
  id: string;
  tenant: string;
  carId: number;
  reference: string;
  token: string;
  provider: ReservationProvider;
  providerRef: string | null;
  status: ReservationStatus;
  /** Whether it holds its car now (pending and unexpired, or paid). */
  holdsCar: boolean;
  amountCents: number;
  currency: 'AUD' | 'NZD';
  origin: string;
  checkoutPath: string;
  details: JsonObject;
  car: JsonObject;
  idempotencyKey: string;
  requestHash: string;
  answer: JsonObject | null;
  leadId: string | null;
  holdExpiresAt: string;
  createdAt: string;
  paidAt: string | null;
  refundedAt: string | null;
  refundRef: string | null;
  /** Why a late deposit went back (refund_due, refunded_conflict). */
  conflictReason: ReservationsTable['conflict_reason'];
}

export function fromRow(row: Selectable<ReservationsTable>, now: Date): Reservation {
  return {
    id: row.id,
    tenant: row.tenant,
    carId: Number(row.car_id),
    reference: row.reference,
    token: row.token,
    provider: row.provider,
    providerRef: row.provider_ref,
    status: row.status,
    holdsCar:
      row.hold_car !== null &&
      (row.status === 'paid' ||
        (row.status === 'pending' && Date.parse(row.hold_expires_at) > now.getTime())),
    amountCents: Number(row.amount_cents),
    currency: row.currency,
    origin: row.origin,
    checkoutPath: row.checkout_path,
    details: parseJsonObject(row.details, 'details'),
    car: parseJsonObject(row.car, 'car'),
    idempotencyKey: row.idempotency_key,
    requestHash: row.request_hash,
    answer: row.answer === null ? null : parseJsonObject(row.answer, 'answer'),
    leadId: row.lead_id,
    holdExpiresAt: row.hold_expires_at,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    refundedAt: row.refunded_at,
    refundRef: row.refund_ref,
    conflictReason: row.conflict_reason,
  };
}

/** Frees the car's pending holds that have run out (status expired, hold_car cleared). */
export async function expireStaleHolds(
  db: Kysely<Database>,
  tenant: string,
  carId: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('reservations')
    .set({ status: 'expired', hold_car: null, updated_at: at })
    .where('tenant', '=', tenant)
    .where('hold_car', '=', carId)
    .where('status', '=', 'pending')
    .where('hold_expires_at', '<=', at)
    .execute();
}
