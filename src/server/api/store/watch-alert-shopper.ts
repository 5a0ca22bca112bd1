/**
 * The shopper's side of watch alerts: each watched car's switches, the e-mail the stored user
 * carries, and the one-tap stop link.
 */
import type { Kysely } from 'kysely';
import type { AlertSwitches } from '../../../lib/watchlist/alert-diff.ts';
import type { Database } from './database.ts';
import { alertFromRow } from './watch-alert-rows.ts';
import type { WatchAlert } from './watch-alert-types.ts';

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
