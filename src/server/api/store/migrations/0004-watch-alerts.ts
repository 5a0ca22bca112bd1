import { sql, type Kysely } from 'kysely';

/**
 * Watch alerts (issue 14, point 3): one row per change of a watched car found in a build,
 * unique per (entry, kind, build), so each change is alerted once however many processes
 * look at the build and whichever comes first, a page read or the alerts worker. Also the
 * shopper's e-mail (the browser's stored user) per phone, for alerts by e-mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('watch_alerts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('car_id', 'integer', (column) => column.notNull())
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('price_drop', 'sold_or_reserved', 'back_in_stock')`),
    )
    .addColumn('build', 'text', (column) => column.notNull())
    .addColumn('details', 'text', (column) => column.notNull())
    .addColumn('stop_token', 'text', (column) => column.notNull().unique())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('pending', 'sent', 'failed', 'cancelled')`),
    )
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('due_at', 'text', (column) => column.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sms_sent_at', 'text')
    .addColumn('email_to', 'text')
    .addColumn('email_sent_at', 'text')
    .addColumn('resends', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('watch_alerts_once_per_change', [
      'tenant',
      'phone',
      'car_id',
      'kind',
      'build',
    ])
    .execute();
  await db.schema
    .createIndex('watch_alerts_due')
    .on('watch_alerts')
    .columns(['status', 'due_at'])
    .execute();
  await db.schema
    .createIndex('watch_alerts_tenant_created')
    .on('watch_alerts')
    .columns(['tenant', 'created_at'])
    .execute();

  await db.schema
    .createTable('watch_accounts')
    .addColumn('tenant', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('email', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('watch_accounts_key', ['tenant', 'phone'])
    .execute();
}
