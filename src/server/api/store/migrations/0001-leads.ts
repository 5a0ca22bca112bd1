import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Leads, their delivery jobs (the outbox), Idempotency-Key answers and endpoints a receiver
 * has retired (410). Column types are the ones both engines read back as the same JavaScript
 * values: text, integer and double precision.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant', 'text', (column) => column.notNull())
    .addColumn('form', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sqlIn('status', ['incomplete', 'complete'])),
    )
    .addColumn('event_id', 'integer', (column) => column.notNull())
    .addColumn('fields', 'text', (column) => column.notNull())
    .addColumn('car', 'text')
    .addColumn('step_number', 'integer')
    .addColumn('progress', 'double precision')
    .addColumn('skipped_steps', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema
    .createIndex('leads_tenant_created')
    .on('leads')
    .columns(['tenant', 'created_at'])
    .execute();

  await db.schema
    .createTable('delivery_jobs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id'))
    .addColumn('tenant', 'text', (column) => column.notNull())
    .addColumn('destination_key', 'text', (column) => column.notNull())
    .addColumn('destination', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sqlIn('status', ['pending', 'delivered', 'dead', 'disabled'])),
    )
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (column) => column.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('window_start_at', 'text', (column) => column.notNull())
    // One job per destination and lead: a lead completing twice can never deliver twice.
    .addUniqueConstraint('delivery_jobs_lead_destination', ['lead_id', 'destination_key'])
    .execute();
  await db.schema
    .createIndex('delivery_jobs_due')
    .on('delivery_jobs')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('delivery_jobs_endpoint')
    .on('delivery_jobs')
    .columns(['tenant', 'destination_key', 'status'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('tenant', 'text', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('request_hash', 'text', (column) => column.notNull())
    .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id'))
    .addColumn('status_code', 'integer', (column) => column.notNull())
    .addColumn('answer', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_tenant_key', ['tenant', 'key'])
    .execute();

  await db.schema
    .createTable('disabled_endpoints')
    .addColumn('tenant', 'text', (column) => column.notNull())
    .addColumn('destination_key', 'text', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('disabled_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('disabled_endpoints_tenant_key', ['tenant', 'destination_key'])
    .execute();
}

/** A CHECK that a text column holds one of a fixed set of words (constants written here). */
function sqlIn(column: string, words: readonly string[]): RawBuilder<boolean> {
  const list = words.map((word) => `'${word}'`).join(', ');
  return sql<boolean>`${sql.ref(column)} in (${sql.raw(list)})`;
}
