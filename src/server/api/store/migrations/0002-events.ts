import type { Kysely } from 'kysely';

/**
 * Tracking events the sites send (POST /api/track): the spec's numbered events and the
 * reveal-phone call, kept for the dealer's reports. Details are ids and flags, never a person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant', 'text', (column) => column.notNull())
    .addColumn('event', 'text', (column) => column.notNull())
    .addColumn('event_id', 'integer')
    .addColumn('path', 'text', (column) => column.notNull())
    .addColumn('details', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('events_tenant_created')
    .on('events')
    .columns(['tenant', 'created_at'])
    .execute();
}
