import { sql, type Kysely } from 'kysely';

/**
 * Reservations: deposits paid (or being paid) to hold a car (reservation-tables.ts). The
 * unique (tenant, hold_car) index is the one-live-hold-per-car rule; (tenant,
 * idempotency_key) makes a checkout attempt start at most one payment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reservations')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant', 'text', (column) => column.notNull())
    .addColumn('car_id', 'integer', (column) => column.notNull())
    .addColumn('hold_car', 'integer')
    .addColumn('reference', 'text', (column) => column.notNull().unique())
    .addColumn('token', 'text', (column) => column.notNull())
    .addColumn('provider', 'text', (column) =>
      column.notNull().check(sql`provider in ('stripe', 'till', 'st_george')`),
    )
    .addColumn('provider_ref', 'text')
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('pending', 'paid', 'failed', 'refunded', 'expired')`),
    )
    .addColumn('amount_cents', 'integer', (column) => column.notNull().check(sql`amount_cents > 0`))
    .addColumn('currency', 'text', (column) =>
      column.notNull().check(sql`currency in ('AUD', 'NZD')`),
    )
    .addColumn('origin', 'text', (column) => column.notNull())
    .addColumn('checkout_path', 'text', (column) => column.notNull())
    .addColumn('details', 'text', (column) => column.notNull())
    .addColumn('car', 'text', (column) => column.notNull())
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('request_hash', 'text', (column) => column.notNull())
    .addColumn('answer', 'text')
    .addColumn('lead_id', 'text')
    .addColumn('hold_expires_at', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('refund_ref', 'text')
    .addUniqueConstraint('reservations_idempotency', ['tenant', 'idempotency_key'])
    .addUniqueConstraint('reservations_one_hold_per_car', ['tenant', 'hold_car'])
    .execute();
  await db.schema
    .createIndex('reservations_car')
    .on('reservations')
    .columns(['tenant', 'car_id'])
    .execute();
  await db.schema
    .createIndex('reservations_provider_ref')
    .on('reservations')
    .column('provider_ref')
    .execute();
}
