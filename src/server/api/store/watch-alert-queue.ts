/**
 * The alerts worker's side of the store: leased claims of due alerts and the outcome of each
 * attempt, as the outbox does for lead deliveries.
 */
import type { Kysely } from 'kysely';
import type { AlertKind } from '../../../lib/watchlist/alert-diff.ts';
import type { Connection } from './connect.ts';
import type { Database } from './database.ts';
import { alertFromRow } from './watch-alert-rows.ts';
import type { AlertAttempt, ClaimedAlert } from './watch-alert-types.ts';

const SWITCH_COLUMNS = {
  price_drop: 'alert_price_drop',
  sold_or_reserved: 'alert_sold_or_reserved',
  back_in_stock: 'alert_back_in_stock',
} as const satisfies Record<AlertKind, string>;

/**
 * Leases up to `limit` pending alerts whose time has come (no live lease), counting an
 * attempt each, as the outbox claims jobs: PostgreSQL workers skip each other's rows.
 */
export async function claimDueAlerts(
  { db, engine }: Connection,
  options: { now: Date; limit: number; leaseMs: number },
): Promise<ClaimedAlert[]> {
  const at = options.now.toISOString();
  const leaseUntil = new Date(options.now.getTime() + options.leaseMs).toISOString();
  return db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom('watch_alerts')
      .select('id')
      .where('status', '=', 'pending')
      .where('due_at', '<=', at)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
      .orderBy('due_at')
      .orderBy('id')
      .limit(options.limit);
    if (engine === 'postgres') due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((row) => row.id);
    if (!ids.length) return [];
    const rows = await trx
      .updateTable('watch_alerts')
      .set((eb) => ({ lease_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', ids)
      .returningAll()
      .execute();
    const claimed: ClaimedAlert[] = [];
    for (const row of rows) {
      const alert = alertFromRow(row);
      const entry = await trx
        .selectFrom('watchlist_entries')
        .select(SWITCH_COLUMNS[alert.kind])
        .where('tenant', '=', row.tenant)
        .where('phone', '=', row.phone)
        .where('car_id', '=', row.car_id)
        .executeTakeFirst();
      const account = await trx
        .selectFrom('watch_accounts')
        .select('email')
        .where('tenant', '=', row.tenant)
        .where('phone', '=', row.phone)
        .executeTakeFirst();
      const switchValue = entry ? (entry as Record<string, number>)[SWITCH_COLUMNS[alert.kind]] : 0;
      claimed.push({ ...alert, email: account?.email ?? null, wanted: switchValue === 1 });
    }
    return claimed.sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.id.localeCompare(b.id));
  });
}

/** Records an attempt's outcome and lets go of the lease. */
export async function recordAlertAttempt(
  db: Kysely<Database>,
  alertId: string,
  attempt: AlertAttempt,
): Promise<void> {
  const update = db.updateTable('watch_alerts').where('id', '=', alertId);
  switch (attempt.kind) {
    case 'sent':
      await update
        .set({
          status: 'sent',
          lease_until: null,
          last_error: null,
          sms_sent_at: attempt.smsSentAt,
          email_to: attempt.emailTo,
          email_sent_at: attempt.emailSentAt,
        })
        .execute();
      return;
    case 'retry':
      await update
        .set({
          lease_until: null,
          last_error: attempt.error,
          due_at: attempt.nextAttemptAt.toISOString(),
          sms_sent_at: attempt.smsSentAt,
          email_to: attempt.emailTo,
          email_sent_at: attempt.emailSentAt,
        })
        .execute();
      return;
    case 'failed':
      await update
        .set({ status: 'failed', lease_until: null, last_error: attempt.error })
        .execute();
      return;
    case 'cancelled':
      await update
        .set({ status: 'cancelled', lease_until: null, last_error: attempt.reason })
        .execute();
      return;
    case 'deferred':
      await update
        .set((eb) => ({
          lease_until: null,
          due_at: attempt.until.toISOString(),
          attempts: eb('attempts', '-', 1),
        }))
        .execute();
      return;
  }
}
