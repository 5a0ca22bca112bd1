/**
 * Watch alerts in the store: the changes of a new build found and recorded for every watched
 * car of a dealer (or one phone's, when a page read gets there first), the alerts worker's
 * leased claims and outcomes, the shopper's switches and e-mail, the one-tap stop, and the
 * leads CLI's list and resend.
 *
 * "Once per change" is the unique (tenant, phone, car, kind, build) of watch_alerts: whoever
 * looks at a build first (the worker, a GET /api/watchlist, another process) diffs the entry's
 * snapshot, records the alerts and moves the snapshot on in one transaction, so a read can
 * never take the snapshot past a change without its alert, and a second look records nothing.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  alertChanges,
  isAlertKind,
  standingOf,
  type AlertCar,
  type AlertKind,
  type AlertSwitches,
} from '../../../lib/watchlist/alert-diff.ts';
import { alertSendTime } from '../../../lib/watchlist/quiet-hours.ts';
import type { Connection } from './connect.ts';
import type { Database } from './database.ts';
import { parseJsonObject, type JsonObject } from './json.ts';
import type { WatchAlertStatus, WatchAlertsTable } from './watch-alert-tables.ts';

export type { WatchAlertStatus } from './watch-alert-tables.ts';

/** What an alert's message is made from, fixed when the change was found. */
export interface AlertDetails {
  dealerName: string;
  carName: string;
  /** "/cars/{slug}". */
  carPath: string;
  /** The dealer's public site URL: links are made on it. */
  siteUrl: string;
  /** The dealer's IANA zone: quiet hours are there. */
  timeZone: string;
  before: AlertCar;
  after: AlertCar;
}

export interface WatchAlert {
  id: string;
  tenant: string;
  phone: string;
  carId: number;
  kind: AlertKind;
  build: string;
  details: AlertDetails;
  stopToken: string;
  status: WatchAlertStatus;
  attempts: number;
  dueAt: string;
  lastError: string | null;
  smsSentAt: string | null;
  emailTo: string | null;
  emailSentAt: string | null;
  resends: number;
  createdAt: string;
}

/** A claimed alert, with what the worker needs to know now. */
export interface ClaimedAlert extends WatchAlert {
  /** The shopper's e-mail on record now, if any. */
  email: string | null;
  /** Whether the car is still watched with this kind of alert on. */
  wanted: boolean;
}

/** A dealer's new build as alerts see it. */
export interface BuildStock {
  tenant: string;
  /** The tenant data's built_at. */
  builtAt: string;
  dealerName: string;
  siteUrl: string;
  timeZone: string;
  /** The car as the watchlist keeps it (price, sold, reserved, name, path), if listed. */
  car(carId: number): JsonObject | undefined;
}

/** What one attempt did; the worker decides, the store records. */
export type AlertAttempt =
  | { kind: 'sent'; smsSentAt: string | null; emailTo: string | null; emailSentAt: string | null }
  | {
      kind: 'retry';
      smsSentAt: string | null;
      emailTo: string | null;
      emailSentAt: string | null;
      nextAttemptAt: Date;
      error: string;
    }
  | { kind: 'failed'; error: string }
  | { kind: 'cancelled'; reason: string }
  /** Claimed inside quiet hours (it fell due just before): not an attempt, due again at 8 am. */
  | { kind: 'deferred'; until: Date };

const SWITCH_COLUMNS = {
  price_drop: 'alert_price_drop',
  sold_or_reserved: 'alert_sold_or_reserved',
  back_in_stock: 'alert_back_in_stock',
} as const satisfies Record<AlertKind, string>;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function randomText(prefix: string, symbols: number): string {
  let text = prefix;
  for (const byte of randomBytes(symbols)) text += BASE32.charAt(byte & 31);
  return text;
}

/**
 * Diffs every watched car of the build's dealer not yet seen in this build (only `phone`'s
 * when given) against the build, records an alert per change the entry's switches want, and
 * moves the snapshots on, all in one transaction. Answers how many alerts were new.
 */
export async function recordBuildChanges(
  { db, engine }: Connection,
  now: Date,
  stock: BuildStock,
  phone?: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('watchlist_entries')
      .selectAll()
      .where('tenant', '=', stock.tenant)
      .where('seen_in_build', '<>', stock.builtAt);
    if (phone !== undefined) query = query.where('phone', '=', phone);
    // PostgreSQL: a second process waits here, then finds the entries seen and does nothing.
    if (engine === 'postgres') query = query.forUpdate();
    const entries = await query.execute();
    let recorded = 0;
    for (const entry of entries) {
      const before = parseJsonObject(entry.car, 'watched car');
      const current = stock.car(Number(entry.car_id));
      const changes = alertChanges(
        alertCar(before, entry.listed === 1),
        current ? alertCar(current, true) : null,
        {
          priceDrop: entry.alert_price_drop === 1,
          soldOrReserved: entry.alert_sold_or_reserved === 1,
          backInStock: entry.alert_back_in_stock === 1,
        },
      );
      const car = current ?? before;
      for (const change of changes) {
        const details: AlertDetails = {
          dealerName: stock.dealerName,
          carName: text(car['name']),
          carPath: text(car['path']),
          siteUrl: stock.siteUrl,
          timeZone: stock.timeZone,
          before: change.before,
          after: change.after,
        };
        const inserted = await trx
          .insertInto('watch_alerts')
          .values({
            id: randomText('alr_', 26),
            tenant: entry.tenant,
            phone: entry.phone,
            car_id: Number(entry.car_id),
            kind: change.kind,
            build: stock.builtAt,
            details: JSON.stringify(details),
            stop_token: randomText('', 32),
            status: 'pending',
            due_at: alertSendTime(now, stock.timeZone).toISOString(),
            created_at: now.toISOString(),
          })
          .onConflict((conflict) =>
            conflict.columns(['tenant', 'phone', 'car_id', 'kind', 'build']).doNothing(),
          )
          .executeTakeFirst();
        recorded += Number(inserted.numInsertedOrUpdatedRows ?? 0n);
      }
      await trx
        .updateTable('watchlist_entries')
        .set({
          ...(current ? { car: JSON.stringify(current) } : {}),
          listed: current ? 1 : 0,
          seen_in_build: stock.builtAt,
        })
        .where('tenant', '=', entry.tenant)
        .where('phone', '=', entry.phone)
        .where('car_id', '=', entry.car_id)
        .execute();
    }
    return recorded;
  });
}

function alertCar(car: JsonObject, listed: boolean): AlertCar {
  const price = car['price'];
  return {
    price: typeof price === 'number' && Number.isFinite(price) ? price : 0,
    standing: standingOf(car, listed),
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

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

export interface ListAlertsOptions {
  status?: WatchAlertStatus;
  limit?: number;
}

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

/** Sets a watched car's alert switches; whether the car is on that phone's watchlist. */
export async function setAlertSwitches(
  db: Kysely<Database>,
  tenant: string,
  phone: string,
  carId: number,
  switches: AlertSwitches,
): Promise<boolean> {
  const result = await db
    .updateTable('watchlist_entries')
    .set({
      alert_price_drop: switches.priceDrop ? 1 : 0,
      alert_sold_or_reserved: switches.soldOrReserved ? 1 : 0,
      alert_back_in_stock: switches.backInStock ? 1 : 0,
    })
    .where('tenant', '=', tenant)
    .where('phone', '=', phone)
    .where('car_id', '=', carId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Keeps (or, with null, forgets) the e-mail the shopper's stored user carries. */
export async function setAccountEmail(
  db: Kysely<Database>,
  now: Date,
  tenant: string,
  phone: string,
  email: string | null,
): Promise<void> {
  const values = { email, updated_at: now.toISOString() };
  await db
    .insertInto('watch_accounts')
    .values({ tenant, phone, ...values })
    .onConflict((conflict) => conflict.columns(['tenant', 'phone']).doUpdateSet(values))
    .execute();
}

export async function accountEmail(
  db: Kysely<Database>,
  tenant: string,
  phone: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('watch_accounts')
    .select('email')
    .where('tenant', '=', tenant)
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row?.email ?? null;
}

/** The alert a stop link names, at this dealer only. */
export async function alertByStopToken(
  db: Kysely<Database>,
  tenant: string,
  token: string,
): Promise<WatchAlert | undefined> {
  const row = await db
    .selectFrom('watch_alerts')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('stop_token', '=', token)
    .executeTakeFirst();
  return row ? alertFromRow(row) : undefined;
}

/**
 * The one-tap stop: every alert of the car the token's alert is about switched off, and its
 * alerts not yet sent cancelled. Answers that alert, or undefined for an unknown token.
 */
export async function stopAlertsByToken(
  db: Kysely<Database>,
  tenant: string,
  token: string,
): Promise<WatchAlert | undefined> {
  return db.transaction().execute(async (trx) => {
    const alert = await alertByStopToken(trx, tenant, token);
    if (!alert) return undefined;
    await setAlertSwitches(trx, tenant, alert.phone, alert.carId, {
      priceDrop: false,
      soldOrReserved: false,
      backInStock: false,
    });
    await trx
      .updateTable('watch_alerts')
      .set({ status: 'cancelled', lease_until: null, last_error: 'alerts stopped by the shopper' })
      .where('tenant', '=', tenant)
      .where('phone', '=', alert.phone)
      .where('car_id', '=', alert.carId)
      .where('status', '=', 'pending')
      .execute();
    return alert;
  });
}

function alertFromRow(row: Selectable<WatchAlertsTable>): WatchAlert {
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

/** The store's alert calls, bound to a connection and clock (Store.watchAlerts). */
export interface WatchAlertStore {
  /** `now` (default the store's clock) stamps the alerts and starts their quiet hours. */
  recordBuildChanges(stock: BuildStock, options?: { phone?: string; now?: Date }): Promise<number>;
  claimDueAlerts(options: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedAlert[]>;
  recordAlertAttempt(alertId: string, attempt: AlertAttempt): Promise<void>;
  listAlerts(tenant: string, options?: ListAlertsOptions): Promise<WatchAlert[]>;
  getAlert(id: string): Promise<WatchAlert | undefined>;
  resendAlert(id: string): Promise<WatchAlert | undefined>;
  setAlertSwitches(
    tenant: string,
    phone: string,
    carId: number,
    switches: AlertSwitches,
  ): Promise<boolean>;
  setAccountEmail(tenant: string, phone: string, email: string | null): Promise<void>;
  accountEmail(tenant: string, phone: string): Promise<string | null>;
  alertByStopToken(tenant: string, token: string): Promise<WatchAlert | undefined>;
  stopAlertsByToken(tenant: string, token: string): Promise<WatchAlert | undefined>;
}

export function watchAlertStore(connection: Connection, clock: () => Date): WatchAlertStore {
  const { db } = connection;
  return {
    recordBuildChanges: (stock, options) =>
      recordBuildChanges(connection, options?.now ?? clock(), stock, options?.phone),
    claimDueAlerts: (options) => claimDueAlerts(connection, options),
    recordAlertAttempt: (id, attempt) => recordAlertAttempt(db, id, attempt),
    listAlerts: (tenant, options) => listAlerts(db, tenant, options),
    getAlert: (id) => getAlert(db, id),
    resendAlert: (id) => resendAlert(db, clock(), id),
    setAlertSwitches: (tenant, phone, carId, switches) =>
      setAlertSwitches(db, tenant, phone, carId, switches),
    setAccountEmail: (tenant, phone, email) => setAccountEmail(db, clock(), tenant, phone, email),
    accountEmail: (tenant, phone) => accountEmail(db, tenant, phone),
    alertByStopToken: (tenant, token) => alertByStopToken(db, tenant, token),
    stopAlertsByToken: (tenant, token) => stopAlertsByToken(db, tenant, token),
  };
}
