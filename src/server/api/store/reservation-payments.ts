/**
 * Recording what the provider says was paid. The payment, the hold and the reservation lead
 * with its delivery jobs (the dealer's, and the shopper's e-mail) commit in one transaction:
 * a crash or an SMTP outage after "paid" can no longer lose the confirmation, because it is
 * a job in the outbox from the moment the payment is recorded. A deposit that landed after
 * its hold lapsed, on a car someone else now holds (or that is sold), is not recorded as a
 * second buyer: it becomes refund_due, and refunded_conflict once the provider refunded it.
 */
import type { Kysely, Transaction } from 'kysely';
import { paidDepositDecision } from '../../../lib/checkout/late-payment.ts';
import type { BuildView } from '../../../lib/payments/index.ts';
import { acceptInTransaction } from './accept-lead.ts';
import type { Connection } from './connect.ts';
import type { Database } from './database.ts';
import { isUniqueViolation } from './errors.ts';
import { expireStaleHolds, fromRow, type Reservation } from './reservation-rows.ts';
import type { AcceptLeadInput } from './types.ts';

export interface PaymentPlan {
  /** The car as the current build lists it; null when it is no longer listed. */
  build: BuildView | null;
  /** The reservation lead to commit with the payment, when the payment is honoured. */
  lead: (reservation: Reservation) => AcceptLeadInput;
}

/** Statuses a provider's "paid" may still change: a late confirmation included. */
const PAYABLE = ['pending', 'failed', 'expired'] as const;

/**
 * True when this call recorded the payment (paid or refund_due). Two shoppers' late payments
 * racing for one car meet at the one-hold-per-car index: the loser's transaction rolls back
 * whole and decides again, now seeing the winner's hold.
 */
export async function recordPayment(
  { db, engine }: Connection,
  now: Date,
  id: string,
  plan: PaymentPlan,
): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db
        .transaction()
        .execute((trx) => decideAndRecord(trx, engine === 'postgres', now, id, plan));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt > 0) throw error;
    }
  }
}

async function decideAndRecord(
  trx: Transaction<Database>,
  lockRow: boolean,
  now: Date,
  id: string,
  plan: PaymentPlan,
): Promise<boolean> {
  const at = now.toISOString();
  let query = trx.selectFrom('reservations').selectAll().where('id', '=', id);
  // Two deliveries of one event at once: the second waits here and then finds it paid.
  if (lockRow) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row || !PAYABLE.some((status) => status === row.status)) return false;
  const reservation = fromRow(row, now);
  await expireStaleHolds(trx, row.tenant, row.car_id, at);
  const others = await trx
    .selectFrom('reservations')
    .select(['status', 'hold_expires_at'])
    .where('tenant', '=', row.tenant)
    .where('hold_car', '=', row.car_id)
    .where('id', '!=', id)
    .execute();
  const decision = paidDepositDecision({
    stillHeld: reservation.holdsCar,
    build: plan.build,
    otherHolds: others.map((other) => ({ status: other.status, expiresAt: other.hold_expires_at })),
    now,
  });
  if (decision.kind === 'refund') {
    await trx
      .updateTable('reservations')
      .set({
        status: 'refund_due',
        hold_car: null,
        paid_at: at,
        conflict_reason: decision.reason,
        updated_at: at,
      })
      .where('id', '=', id)
      .execute();
    return true;
  }
  await trx
    .updateTable('reservations')
    .set({ status: 'paid', hold_car: row.car_id, paid_at: at, updated_at: at })
    .where('id', '=', id)
    .execute();
  const lead = await acceptInTransaction(trx, now, plan.lead({ ...reservation, paidAt: at }));
  if (lead.kind === 'accepted') await setLead(trx, id, lead.leadId);
  return true;
}

/** refund_due → refunded_conflict with the provider's refund id, and the dealer's lead. */
export async function recordConflictRefund(
  db: Kysely<Database>,
  now: Date,
  id: string,
  refundRef: string,
  lead: AcceptLeadInput,
): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('reservations')
      .set({ status: 'refunded_conflict', refund_ref: refundRef, refunded_at: at, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'refund_due')
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    const accepted = await acceptInTransaction(trx, now, lead);
    if (accepted.kind === 'accepted') await setLead(trx, id, accepted.leadId);
    return true;
  });
}

async function setLead(trx: Transaction<Database>, id: string, leadId: string): Promise<void> {
  await trx.updateTable('reservations').set({ lead_id: leadId }).where('id', '=', id).execute();
}
