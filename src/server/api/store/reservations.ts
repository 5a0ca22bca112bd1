import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  holdExpiry,
  reservationReference,
  type ReservationHold,
  type ReservationStatus,
} from '../../../lib/payments/index.ts';
import type { Connection } from './connect.ts';
import type { Database } from './database.ts';
import { isUniqueViolation } from './errors.ts';
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
}

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
   * Pending (or failed/expired, for a late confirmation) → paid; the car held for good. `changed`
   * is true for the one call that made the change, so its side effects happen once.
   */
  markPaid(id: string): Promise<TransitionResult>;
  /** Pending → failed: the car is free again. */
  markFailed(id: string): Promise<TransitionResult>;
  /**
   * A start that never reached the provider (it refused or was unreachable): failed, the car
   * free, and its Idempotency-Key free again, so the page's retry with the same key starts anew.
   */
  abandon(id: string): Promise<void>;
  setLead(id: string, leadId: string): Promise<void>;
  /** Paid → refunded: the hold released. */
  markRefunded(id: string, refundRef: string): Promise<TransitionResult>;
}

function newReservationId(): string {
  const bytes = randomBytes(26);
  let id = 'res_';
  for (const byte of bytes) id += 'abcdefghijklmnopqrstuvwxyz234567'.charAt(byte & 31);
  return id;
}

function fromRow(row: Selectable<ReservationsTable>, now: Date): Reservation {
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
  };
}

/** Frees the car's pending holds that have run out (status expired, hold_car cleared). */
async function expireStaleHolds(
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

    async markPaid(id) {
      const at = clock().toISOString();
      const change = { status: 'paid' as const, paid_at: at, updated_at: at };
      let updated: bigint;
      try {
        updated = await db.transaction().execute(async (trx) => {
          const row = await trx
            .selectFrom('reservations')
            .select(['tenant', 'car_id'])
            .where('id', '=', id)
            .executeTakeFirst();
          if (!row) return 0n;
          const result = await trx
            .updateTable('reservations')
            .set({ ...change, hold_car: row.car_id })
            .where('id', '=', id)
            .where('status', 'in', ['pending', 'failed', 'expired'])
            .executeTakeFirst();
          return result.numUpdatedRows;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Paid after its hold ran out while another shopper holds the car: the money was
        // taken, so it is recorded as paid (the dealer's lead says so) without the hold.
        const result = await db
          .updateTable('reservations')
          .set({ ...change, hold_car: null })
          .where('id', '=', id)
          .where('status', 'in', ['pending', 'failed', 'expired'])
          .executeTakeFirst();
        updated = result.numUpdatedRows;
      }
      return { changed: updated > 0n, reservation: await get(id) };
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

    async setLead(id, leadId) {
      await db.updateTable('reservations').set({ lead_id: leadId }).where('id', '=', id).execute();
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
