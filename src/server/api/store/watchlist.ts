import type { Kysely, Selectable } from 'kysely';
import type { Database, WatchlistEntriesTable } from './database.ts';
import { parseJsonObject, type JsonObject } from './json.ts';

export interface WatchAlerts {
  priceDrop: boolean;
  soldOrReserved: boolean;
  backInStock: boolean;
}

export interface WatchedEntry {
  carId: number;
  /** ISO 8601 UTC. */
  savedAt: string;
  /** The car as it was last listed. */
  car: JsonObject;
  /** Whether the car was in the dealer's data when last looked at. */
  listed: boolean;
  /** The build (tenant data built_at) `car` and `listed` come from. */
  seenInBuild: string;
  alerts: WatchAlerts;
}

export interface WatchedCarInput {
  tenant: string;
  phone: string;
  carId: number;
  /** The car as it is listed now: any JSON-serialisable object. */
  car: object;
  seenInBuild: string;
}

/**
 * Saves a car to a phone's watchlist with every alert on. Saving a watched car again keeps
 * its saved_at and alert choices and takes the fresh snapshot. Answers the entry's saved_at.
 */
export async function saveWatchedCar(
  db: Kysely<Database>,
  now: Date,
  input: WatchedCarInput,
): Promise<string> {
  const snapshot = {
    car: JSON.stringify(input.car),
    listed: 1,
    seen_in_build: input.seenInBuild,
  };
  await db
    .insertInto('watchlist_entries')
    .values({
      tenant: input.tenant,
      phone: input.phone,
      car_id: input.carId,
      saved_at: now.toISOString(),
      ...snapshot,
    })
    .onConflict((conflict) => conflict.columns(['tenant', 'phone', 'car_id']).doUpdateSet(snapshot))
    .execute();
  const row = await entryQuery(db, input.tenant, input.phone)
    .where('car_id', '=', input.carId)
    .executeTakeFirstOrThrow();
  return row.saved_at;
}

/** Takes a car off a phone's watchlist; whether it was on it. */
export async function removeWatchedCar(
  db: Kysely<Database>,
  tenant: string,
  phone: string,
  carId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('watchlist_entries')
    .where('tenant', '=', tenant)
    .where('phone', '=', phone)
    .where('car_id', '=', carId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A phone's watchlist at one dealer, newest first. */
export async function listWatchedCars(
  db: Kysely<Database>,
  tenant: string,
  phone: string,
): Promise<WatchedEntry[]> {
  const rows = await entryQuery(db, tenant, phone)
    .orderBy('saved_at', 'desc')
    .orderBy('car_id', 'desc')
    .execute();
  return rows.map(entryFromRow);
}

function entryQuery(db: Kysely<Database>, tenant: string, phone: string) {
  return db
    .selectFrom('watchlist_entries')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('phone', '=', phone);
}

function entryFromRow(row: Selectable<WatchlistEntriesTable>): WatchedEntry {
  return {
    carId: Number(row.car_id),
    savedAt: row.saved_at,
    car: parseJsonObject(row.car, 'watched car'),
    listed: row.listed === 1,
    seenInBuild: row.seen_in_build,
    alerts: {
      priceDrop: row.alert_price_drop === 1,
      soldOrReserved: row.alert_sold_or_reserved === 1,
      backInStock: row.alert_back_in_stock === 1,
    },
  };
}
