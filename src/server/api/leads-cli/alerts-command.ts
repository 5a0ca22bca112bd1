/**
 * `alerts --dealer=<slug> [--status=…]` lists a dealer's watch alerts; `resend-alert <id>`
 * queues one to be sent again. A resend is the operator's deliberate exception to "once per
 * change": the alert goes again by SMS (and e-mail when the shopper has one), still outside
 * quiet hours and only while the shopper keeps that alert on; its row counts the resends.
 */
import { alertChangeText } from '../../../lib/watchlist/alert-message.ts';
import {
  WATCH_ALERT_STATUSES,
  type Store,
  type WatchAlert,
  type WatchAlertStatus,
} from '../store/index.ts';
import { CliError, EXIT_FAILURE, usageError, type CliIo } from './cli-io.ts';

export function alertStatusOption(status: string | undefined): WatchAlertStatus | undefined {
  if (status === undefined) return undefined;
  if (!(WATCH_ALERT_STATUSES as readonly string[]).includes(status)) {
    throw usageError(`--status is ${WATCH_ALERT_STATUSES.join(', ')} for alerts, not '${status}'.`);
  }
  return status as WatchAlertStatus;
}

function when(alert: WatchAlert): string {
  const short = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  if (alert.status === 'sent') {
    const channels = [alert.smsSentAt ? 'sms' : '', alert.emailSentAt ? 'e-mail' : '']
      .filter(Boolean)
      .join('+');
    return `${channels} ${short(alert.smsSentAt ?? alert.emailSentAt ?? alert.dueAt)}`;
  }
  if (alert.status === 'pending') return `due ${short(alert.dueAt)}`;
  return alert.lastError ?? '';
}

function change(alert: WatchAlert): string {
  const { details } = alert;
  return `${details.carName} ${alertChangeText({ ...details, kind: alert.kind })}`;
}

function table(rows: readonly string[][]): string {
  const cells = rows.map((row) => row.map((cell) => cell.replace(/\s+/g, ' ').trim()));
  const widths = cells[0]?.map((_, i) => Math.max(...cells.map((row) => row[i]?.length ?? 0)));
  return cells
    .map((row) =>
      row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths?.[i] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export async function alertsCommand(
  store: Store,
  io: CliIo,
  dealer: string,
  status: WatchAlertStatus | undefined,
): Promise<void> {
  const alerts = await store.watchAlerts.listAlerts(dealer, status ? { status } : {});
  if (!alerts.length) {
    io.out(`No watch alerts for ${dealer}${status ? ` (${status})` : ''}.\n`);
    return;
  }
  const header = ['ALERT', 'FOUND (UTC)', 'KIND', 'STATUS', 'PHONE', 'CHANGE', 'SENT / DUE (UTC)'];
  const rows = alerts.map((alert) => [
    alert.id,
    `${alert.createdAt.slice(0, 10)} ${alert.createdAt.slice(11, 16)}`,
    alert.kind,
    alert.resends ? `${alert.status} (resent ${alert.resends}x)` : alert.status,
    alert.phone,
    change(alert),
    when(alert),
  ]);
  io.out(`${table([header, ...rows])}\n`);
  io.out(`${alerts.length} alert${alerts.length === 1 ? '' : 's'} for ${dealer}.\n`);
}

export async function resendAlertCommand(store: Store, io: CliIo, id: string): Promise<void> {
  const alert = await store.watchAlerts.resendAlert(id);
  if (!alert) throw new CliError(`No watch alert '${id}' is stored.`, EXIT_FAILURE);
  io.out(
    `Queued alert ${alert.id} (${alert.kind}, ${alert.tenant}) to be sent again ` +
      `(resend ${alert.resends}): ${change(alert)}.\n` +
      `The running server's alerts worker sends it from ${alert.dueAt} (UTC; quiet hours wait until 8 am at the dealer), ` +
      'while the shopper keeps that alert on.\n',
  );
}
