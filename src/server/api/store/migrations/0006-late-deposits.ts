import { sql, type Kysely } from 'kysely';

/**
 * Late deposits (issue 15): a reservation may now be `refund_due` (paid after its hold lapsed
 * while the car went to someone else; the refund is under way) or `refunded_conflict` (that
 * refund made), with `conflict_reason` saying why: `reserved`, `held` or `sold`. A CHECK
 * constraint cannot be altered in SQLite, so the table is rebuilt on both engines the same
 * way: copied aside, recreated with the wider check and the new column, copied back.
 */
const STATUSES = sql`status in ('pending', 'paid', 'failed', 'refunded', 'expired', 'refund_due', 'refunded_conflict')`;

const COPIED = [
  'id',
  'tenant',
  'car_id',
  'hold_car',
  'reference',
  'token',
  'provider',
  'provider_ref',
  'status',
  'amount_cents',
  'currency',
  'origin',
  'checkout_path',
  'details',
  'car',
  'idempotency_key',
  'request_hash',
  'answer',
  'lead_id',
  'hold_expires_at',
  'created_at',
  'updated_at',
  'paid_at',
  'refunded_at',
  'refund_ref',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const columns = sql.join(COPIED.map((column) => sql.ref(column)));
  await sql`create table reservations_0005 as select * from reservations`.execute(db);
  await db.schema.dropTable('reservations').execute();
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
    .addColumn('status', 'text', (column) => column.notNull().check(STATUSES))
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
    .addColumn('conflict_reason', 'text', (column) =>
      column.check(sql`conflict_reason in ('reserved', 'held', 'sold')`),
    )
    .addUniqueConstraint('reservations_idempotency', ['tenant', 'idempotency_key'])
    .addUniqueConstraint('reservations_one_hold_per_car', ['tenant', 'hold_car'])
    .execute();
  await sql`insert into reservations (${columns}) select ${columns} from reservations_0005`.execute(
    db,
  );
  await db.schema.dropTable('reservations_0005').execute();
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
