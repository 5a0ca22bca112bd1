import { sql, type Kysely } from 'kysely';

/**
 * Shoppers' accounts, keyed by phone (E.164) within one dealer: the sign-in codes sent to
 * them, their signed-in sessions and their watchlists. Every row carries its tenant, so one
 * dealer's shopper is nobody at another's. Flags are integers 0/1, read back alike by both
 * engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_codes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    // HMAC-SHA-256 of the code under its own random salt: the code itself is never stored.
    .addColumn('code_digest', 'text', (column) => column.notNull())
    .addColumn('salt', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('live', 'replaced', 'used', 'dead')`),
    )
    .addColumn('checks', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_codes_phone')
    .on('sign_in_codes')
    .columns(['tenant', 'phone', 'created_at'])
    .execute();

  await db.schema
    .createTable('sessions')
    // SHA-256 of the cookie's token: a copy of this table signs nobody in.
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('tenant', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('renewed_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('sessions_phone')
    .on('sessions')
    .columns(['tenant', 'phone'])
    .execute();

  await db.schema
    .createTable('watchlist_entries')
    .addColumn('tenant', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('car_id', 'integer', (column) => column.notNull())
    .addColumn('saved_at', 'text', (column) => column.notNull())
    // JSON object: the car as it was last listed (kept when it leaves stock).
    .addColumn('car', 'text', (column) => column.notNull())
    // 1 while the car is in the dealer's data, 0 once it has left.
    .addColumn('listed', 'integer', (column) => column.notNull().defaultTo(1))
    // The build (tenant data built_at) the snapshot and `listed` were last taken from.
    .addColumn('seen_in_build', 'text', (column) => column.notNull())
    .addColumn('alert_price_drop', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('alert_sold_or_reserved', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('alert_back_in_stock', 'integer', (column) => column.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('watchlist_entries_key', ['tenant', 'phone', 'car_id'])
    .execute();
  await db.schema
    .createIndex('watchlist_entries_car')
    .on('watchlist_entries')
    .columns(['tenant', 'car_id'])
    .execute();
}
