import type { Selectable } from 'kysely';
import { isAlertKind } from '../../../lib/watchlist/alert-diff.ts';
import { parseJsonObject } from './json.ts';
import type { WatchAlertsTable } from './watch-alert-tables.ts';
import type { AlertDetails, WatchAlert } from './watch-alert-types.ts';

/** A watch_alerts row as the store hands it out; a kind the code does not know is an error. */
export function alertFromRow(row: Selectable<WatchAlertsTable>): WatchAlert {
  const kind = row.kind;
  if (!isAlertKind(kind)) throw new Error(`Stored alert ${row.id} has an unknown kind`);
  return {
    id: row.id,
    tenant: row.tenant,
    phone: row.phone,
    carId: Number(row.car_id),
    kind,
    build: row.build,
    details: parseJsonObject(row.details, 'alert details') as unknown as AlertDetails,
    stopToken: row.stop_token,
    status: row.status,
    attempts: Number(row.attempts),
    dueAt: row.due_at,
    lastError: row.last_error,
    smsSentAt: row.sms_sent_at,
    emailTo: row.email_to,
    emailSentAt: row.email_sent_at,
    resends: Number(row.resends),
    createdAt: row.created_at,
  };
}
