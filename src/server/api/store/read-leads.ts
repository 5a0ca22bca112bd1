import type { Kysely } from 'kysely';
import type { Database } from './database.ts';
import { jobFromRow, leadFromRow } from './rows.ts';
import type { DeliveryJob, ListLeadsOptions, StoredLead } from './types.ts';

/** Ids per `in (…)` list: well under PostgreSQL's 65,535 parameters per statement. */
const IDS_PER_QUERY = 1_000;

/** A lead by id; with a tenant, only that tenant's lead. */
export async function getLead(
  db: Kysely<Database>,
  id: string,
  tenant?: string,
): Promise<StoredLead | undefined> {
  let query = db.selectFrom('leads').selectAll().where('id', '=', id);
  if (tenant !== undefined) query = query.where('tenant', '=', tenant);
  const row = await query.executeTakeFirst();
  return row && leadFromRow(row);
}

/** A tenant's leads, oldest first. */
export async function listLeads(
  db: Kysely<Database>,
  tenant: string,
  options: ListLeadsOptions = {},
): Promise<StoredLead[]> {
  let query = db.selectFrom('leads').selectAll().where('tenant', '=', tenant);
  if (options.status) query = query.where('status', '=', options.status);
  if (options.since) query = query.where('created_at', '>=', options.since.toISOString());
  query = query.orderBy('created_at').orderBy('id');
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map(leadFromRow);
}

/** Every tenant with at least one lead stored. */
export async function listTenants(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('leads').select('tenant').distinct().orderBy('tenant').execute();
  return rows.map((row) => row.tenant);
}

/** The delivery jobs of some leads: per lead, in the order they were created. */
export async function jobsForLeads(
  db: Kysely<Database>,
  leadIds: readonly string[],
): Promise<DeliveryJob[]> {
  const jobs: DeliveryJob[] = [];
  for (let start = 0; start < leadIds.length; start += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('delivery_jobs')
      .selectAll()
      .where('lead_id', 'in', leadIds.slice(start, start + IDS_PER_QUERY))
      .orderBy('lead_id')
      .orderBy('created_at')
      .orderBy('destination_key')
      .execute();
    jobs.push(...rows.map(jobFromRow));
  }
  return jobs;
}
