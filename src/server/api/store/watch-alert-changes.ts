/**
 * The changes of a new build, found and recorded for every watched car of a dealer (or one
 * phone's, when a page read gets there first).
 *
 * "Once per change" is the unique (tenant, phone, car, kind, build) of watch_alerts: whoever
 * looks at a build first (the worker, a GET /api/watchlist, another process) diffs the entry's
 * snapshot, records the alerts and moves the snapshot on in one transaction, so a read can
 * never take the snapshot past a change without its alert, and a second look records nothing.
 */
import { randomBytes } from 'node:crypto';
import { alertChanges, standingOf, type AlertCar } from '../../../lib/watchlist/alert-diff.ts';
import { alertSendTime } from '../../../lib/watchlist/quiet-hours.ts';
import type { Connection } from './connect.ts';
import { parseJsonObject, type JsonObject } from './json.ts';
import type { AlertDetails, BuildStock } from './watch-alert-types.ts';

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
          vehicleKind: stock.vehicleKind,
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
