import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  holdExpiry,
  reservationReference,
  type ReservationHold,
} from '../../../lib/payments/index.ts';
import type { Connection } from './connect.ts';
import { isUniqueViolation } from './errors.ts';
import {
  expireStaleHolds,
  fromRow,
  type Reservation,
  type ReservationProvider,
} from './reservation-rows.ts';
import { recordConflictRefund, recordPayment, type PaymentPlan } from './reservation-payments.ts';
import type { AcceptLeadInput } from './types.ts';

export type { Reservation, ReservationProvider } from './reservation-rows.ts';
export type { PaymentPlan } from './reservation-payments.ts';

export interface NewReservation {
  tenant: string;
  carId: number;
  provider: ReservationProvider;
  amountCents: number;
  currency: 'AUD' | 'NZD';
  origin: string;
  checkoutPath: string;
  details: object;
  car: object;
  idempotencyKey: string;
  requestHash: string;
  holdMinutes: number;
}

export type StartReservationResult =
  /** A new pending reservation now holds the car. */
  | { kind: 'started'; reservation: Reservation }
  /** The same Idempotency-Key and request as before: that reservation (answer null: still being made). */
  | { kind: 'replay'; reservation: Reservation }
  /** The Idempotency-Key was used with another request. */
  | { kind: 'conflict' }
  /** Another shopper holds the car (checkout under way) or has reserved it (paid). */
  | { kind: 'unavailable'; reason: 'held' | 'reserved' };

export type TransitionResult = { changed: boolean; reservation: Reservation | undefined };

export interface ReservationStore {
  start(input: NewReservation): Promise<StartReservationResult>;
  /** Records the provider's payment id and the answer replayed for the same key. */
  recordProviderPayment(id: string, providerRef: string, answer: object): Promise<void>;
  get(id: string): Promise<Reservation | undefined>;
  byIdempotencyKey(tenant: string, key: string): Promise<Reservation | undefined>;
  /** By its RSV- reference or its id. */
  find(idOrReference: string): Promise<Reservation | undefined>;
  byProviderRef(
    provider: ReservationProvider,
    providerRef: string,
  ): Promise<Reservation | undefined>;
  /** The car's reservations that may hold it (pending or paid), for the hold rule. */
  /**
   * The holds on a car. `exceptPendingOf` leaves out the checkout under way with that
   * Idempotency-Key: the shopper's own attempt does not keep them from their own car.
   */
  holdsFor(tenant: string, carId: number, exceptPendingOf?: string): Promise<ReservationHold[]>;
  /** The tenant's paid reservations holding their car: what the next build marks reserved. */
  paidHolds(tenant: string): Promise<Reservation[]>;
  /**
   * The provider says paid: pending (or failed/expired, a late confirmation) → paid, the car
   * held for good, committed with the reservation lead and its delivery jobs; or, when the
   * hold had lapsed and the car went to someone else, → refund_due and no hold. `changed` is
   * true for the one call that made the change, so its side effects happen once.
   */
  recordPayment(id: string, plan: PaymentPlan): Promise<TransitionResult>;
  /** refund_due → refunded_conflict, committed with the lead that tells the dealer. */
  recordConflictRefund(
    id: string,
    refundRef: string,
    lead: AcceptLeadInput,
  ): Promise<TransitionResult>;
  /** Pending → failed: the car is free again. */
  markFailed(id: string): Promise<TransitionResult>;
  /**
   * A start that never reached the provider (it refused or was unreachable): failed, the car
   * free, and its Idempotency-Key free again, so the page's retry with the same key starts anew.
   */
  abandon(id: string): Promise<void>;
  /** Paid → refunded: the hold released. */
  markRefunded(id: string, refundRef: string): Promise<TransitionResult>;
}

function newReservationId(): string {
  const bytes = randomBytes(26);
  let id = 'res_';
  for (const byte of bytes) id += 'abcdefghijklmnopqrstuvwxyz234567'.charAt(byte & 31);
  return id;
}

export function reservationStore(connection: Connection, clock: () => Date): ReservationStore {
  const { db } = connection;
  const get = async (id: string) => {
    const row = await db
      .selectFrom('reservations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? fromRow(row, clock()) : undefined;
  };
  const byKey = async (tenant: string, key: string) => {
    const row = await db
      .selectFrom('reservations')
      .selectAll()
      .where('tenant', '=', tenant)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row ? fromRow(row, clock()) : undefined;
  };
  const priorAttempt = async (
    input: NewReservation,
  ): Promise<StartReservationResult | undefined> => {
    const earlier = await byKey(input.tenant, input.idempotencyKey);
    if (!earlier) return undefined;
    return earlier.requestHash === input.requestHash
      ? { kind: 'replay', reservation: earlier }
      : { kind: 'conflict' };
  };

  return {
    async start(input) {
      const prior = await priorAttempt(input);
      if (prior) return prior;
      const now = clock();
      const at = now.toISOString();
      const id = newReservationId();
      try {
        await db.transaction().execute(async (trx) => {
          await expireStaleHolds(trx, input.tenant, input.carId, at);
          await trx
            .insertInto('reservations')
            .values({
              id,
              tenant: input.tenant,
              car_id: input.carId,
              hold_car: input.carId,
              reference: reservationReference(randomBytes(8)),
              token: randomBytes(24).toString('base64url'),
              provider: input.provider,
              provider_ref: null,
              status: 'pending',
              amount_cents: input.amountCents,
              currency: input.currency,
              origin: input.origin,
              checkout_path: input.checkoutPath,
              details: JSON.stringify(input.details),
              car: JSON.stringify(input.car),
              idempotency_key: input.idempotencyKey,
              request_hash: input.requestHash,
              answer: null,
              lead_id: null,
              hold_expires_at: holdExpiry(now, input.holdMinutes).toISOString(),
              created_at: at,
              updated_at: at,
              paid_at: null,
              refunded_at: null,
              refund_ref: null,
            })
            .execute();
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same key racing in, or the car held: which one, the rows now say.
        const raced = await priorAttempt(input);
        if (raced) return raced;
        const holder = await db
          .selectFrom('reservations')
          .select('status')
          .where('tenant', '=', input.tenant)
          .where('hold_car', '=', input.carId)
          .executeTakeFirst();
        if (holder)
          return { kind: 'unavailable', reason: holder.status === 'paid' ? 'reserved' : 'held' };
        throw error;
      }
      const started = await get(id);
      if (!started) throw new Error(`reservation ${id} vanished after it was stored`);
      return { kind: 'started', reservation: started };
    },

    async recordProviderPayment(id, providerRef, answer) {
      await db
        .updateTable('reservations')
        .set({
          provider_ref: providerRef,
          answer: JSON.stringify(answer),
          updated_at: clock().toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },

    get,
    byIdempotencyKey: byKey,

    async find(idOrReference) {
      const row = await db
        .selectFrom('reservations')
        .selectAll()
        .where((eb) => eb.or([eb('id', '=', idOrReference), eb('reference', '=', idOrReference)]))
        .executeTakeFirst();
      return row ? fromRow(row, clock()) : undefined;
    },

    async byProviderRef(provider, providerRef) {
      const row = await db
        .selectFrom('reservations')
        .selectAll()
        .where('provider', '=', provider)
        .where('provider_ref', '=', providerRef)
        .executeTakeFirst();
      return row ? fromRow(row, clock()) : undefined;
    },

    async holdsFor(tenant, carId, exceptPendingOf) {
      const rows = await db
        .selectFrom('reservations')
        .select(['status', 'hold_expires_at', 'idempotency_key'])
        .where('tenant', '=', tenant)
        .where('hold_car', '=', carId)
        .execute();
      return rows
        .filter((row) => !(row.status === 'pending' && row.idempotency_key === exceptPendingOf))
        .map((row) => ({ status: row.status, expiresAt: row.hold_expires_at }));
    },

    async paidHolds(tenant) {
      const rows = await db
        .selectFrom('reservations')
        .selectAll()
        .where('tenant', '=', tenant)
        .where('status', '=', 'paid')
        .where('hold_car', 'is not', null)
        .orderBy('car_id')
        .execute();
      const now = clock();
      return rows.map((row) => fromRow(row, now));
    },

    async recordPayment(id, plan) {
      const changed = await recordPayment(connection, clock(), id, plan);
      return { changed, reservation: await get(id) };
    },

    async recordConflictRefund(id, refundRef, lead) {
      const changed = await recordConflictRefund(db, clock(), id, refundRef, lead);
      return { changed, reservation: await get(id) };
    },

    async markFailed(id) {
      const at = clock().toISOString();
      const result = await db
        .updateTable('reservations')
        .set({ status: 'failed', hold_car: null, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return { changed: result.numUpdatedRows > 0n, reservation: await get(id) };
    },

    async abandon(id) {
      await db
        .updateTable('reservations')
        .set({
          status: 'failed',
          hold_car: null,
          idempotency_key: sql<string>`idempotency_key || ${`#abandoned-${id}`}`,
          updated_at: clock().toISOString(),
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('answer', 'is', null)
        .execute();
    },

    async markRefunded(id, refundRef) {
      const at = clock().toISOString();
      const result = await db
        .updateTable('reservations')
        .set({
          status: 'refunded',
          hold_car: null,
          refunded_at: at,
          refund_ref: refundRef,
          updated_at: at,
        })
        .where('id', '=', id)
        .where('status', '=', 'paid')
        .executeTakeFirst();
      return { changed: result.numUpdatedRows > 0n, reservation: await get(id) };
    },
  };
}
