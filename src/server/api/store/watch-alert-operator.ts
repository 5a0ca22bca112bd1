/** The leads CLI's side of watch alerts: a dealer's alerts listed, one read, one sent again. */
import type { Kysely } from 'kysely';
import { alertSendTime } from '../../../lib/watchlist/quiet-hours.ts';
import type { Database } from './database.ts';
import { alertFromRow } from './watch-alert-rows.ts';
import type { ListAlertsOptions, WatchAlert } from './watch-alert-types.ts';

/** A dealer's alerts, oldest first. */
export async function listAlerts(
  db: Kysely<Database>,
  tenant: string,
  options: ListAlertsOptions = {},
): Promise<WatchAlert[]> {
  let query = db
    .selectFrom('watch_alerts')
    .selectAll()
    .where('tenant', '=', tenant)
    .orderBy('created_at')
    .orderBy('id');
  if (options.status) query = query.where('status', '=', options.status);
  if (options.limit) query = query.limit(options.limit);
  return (await query.execute()).map(alertFromRow);
}

export async function getAlert(db: Kysely<Database>, id: string): Promise<WatchAlert | undefined> {
  const row = await db
    .selectFrom('watch_alerts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? alertFromRow(row) : undefined;
}

/**
 * Puts an alert back in the queue to be sent again, both channels, whatever its status: the
 * operator's deliberate exception to "once per change". It waits out quiet hours like any
 * other. Answers the alert as queued, or undefined when there is none with that id.
 */
export async function resendAlert(
  db: Kysely<Database>,
  now: Date,
  id: string,
): Promise<WatchAlert | undefined> {
  const alert = await getAlert(db, id);
  if (!alert) return undefined;
  const row = await db
    .updateTable('watch_alerts')
    .set((eb) => ({
      status: 'pending',
      attempts: 0,
      due_at: alertSendTime(now, alert.details.timeZone).toISOString(),
      lease_until: null,
      last_error: null,
      sms_sent_at: null,
      email_to: null,
      email_sent_at: null,
      resends: eb('resends', '+', 1),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? alertFromRow(row) : undefined;
}
