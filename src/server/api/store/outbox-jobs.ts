import type { Kysely } from 'kysely';
import type { Connection } from './connect.ts';
import type { Database } from './database.ts';
import { jobFromRow, leadFromRow } from './rows.ts';
import type { ClaimOptions, ClaimedJob, DeliveryJob, RetrySelector } from './types.ts';

/**
 * Leases up to `limit` due jobs: pending, their time come, no live lease (a lease that ran out
 * belongs to a worker that died mid-delivery, so the job is delivered again: at least once),
 * and their endpoint not disabled. Each claim counts as an attempt. On PostgreSQL, workers in
 * several processes skip each other's rows (FOR UPDATE SKIP LOCKED); SQLite's immediate
 * transaction holds the one write lock for the whole claim.
 */
export async function claimDueJobs(
  { db, engine }: Connection,
  { now, limit, leaseMs }: ClaimOptions,
): Promise<ClaimedJob[]> {
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  return db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom('delivery_jobs as job')
      .select('job.id')
      .where('job.status', '=', 'pending')
      .where('job.next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('job.lease_until', 'is', null), eb('job.lease_until', '<=', at)]))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('disabled_endpoints as off')
              .select('off.tenant')
              .whereRef('off.tenant', '=', 'job.tenant')
              .whereRef('off.destination_key', '=', 'job.destination_key'),
          ),
        ),
      )
      .orderBy('job.next_attempt_at')
      .orderBy('job.id')
      .limit(limit);
    if (engine === 'postgres') due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((row) => row.id);
    if (!ids.length) return [];
    const jobs = await trx
      .updateTable('delivery_jobs')
      .set((eb) => ({ lease_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', ids)
      .returningAll()
      .execute();
    const leads = await trx
      .selectFrom('leads')
      .selectAll()
      .where('id', 'in', [...new Set(jobs.map((job) => job.lead_id))])
      .execute();
    const leadById = new Map(leads.map((row) => [row.id, leadFromRow(row)]));
    return jobs
      .map(jobFromRow)
      .sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt) || a.id.localeCompare(b.id))
      .flatMap((job) => {
        const lead = leadById.get(job.leadId);
        return lead ? [{ ...job, lead }] : [];
      });
  });
}

export async function markDelivered(db: Kysely<Database>, jobId: string, at: Date): Promise<void> {
  await db
    .updateTable('delivery_jobs')
    .set({ status: 'delivered', delivered_at: at.toISOString(), lease_until: null })
    .where('id', '=', jobId)
    .execute();
}

/** Releases the lease and sets the next attempt; only a job still pending is rescheduled. */
export async function scheduleRetry(
  db: Kysely<Database>,
  jobId: string,
  nextAttemptAt: Date,
  error: string,
): Promise<void> {
  await db
    .updateTable('delivery_jobs')
    .set({ next_attempt_at: nextAttemptAt.toISOString(), lease_until: null, last_error: error })
    .where('id', '=', jobId)
    .where('status', '=', 'pending')
    .execute();
}

/** Gives up on a job (a permanent failure, or its retry window passed). */
export async function deadLetter(
  db: Kysely<Database>,
  jobId: string,
  error: string,
): Promise<void> {
  await db
    .updateTable('delivery_jobs')
    .set({ status: 'dead', lease_until: null, last_error: error })
    .where('id', '=', jobId)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Records that a receiver retired an endpoint (410 Gone): its pending jobs are disabled, and
 * jobs created for it later start disabled, until someone retries them by hand.
 */
export async function disableEndpoint(
  db: Kysely<Database>,
  tenant: string,
  destinationKey: string,
  reason: string,
  at: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('disabled_endpoints')
      .values({ tenant, destination_key: destinationKey, reason, disabled_at: at.toISOString() })
      .onConflict((conflict) =>
        conflict.columns(['tenant', 'destination_key']).doUpdateSet({ reason }),
      )
      .execute();
    await trx
      .updateTable('delivery_jobs')
      .set({ status: 'disabled', lease_until: null, last_error: reason })
      .where('tenant', '=', tenant)
      .where('destination_key', '=', destinationKey)
      .where('status', '=', 'pending')
      .execute();
  });
}

/**
 * Puts dead and disabled jobs back in the queue, due now, with a fresh retry window and
 * backoff; their endpoints are enabled again. Returns the jobs requeued.
 */
export async function retryJobs(
  db: Kysely<Database>,
  selector: RetrySelector,
  at: Date,
): Promise<DeliveryJob[]> {
  const { leadIds, jobIds, tenant } = selector;
  if (!leadIds?.length && !jobIds?.length && tenant === undefined) {
    throw new Error('retryJobs needs lead ids, job ids or a tenant');
  }
  return db.transaction().execute(async (trx) => {
    let query = trx
      .updateTable('delivery_jobs')
      .set({
        status: 'pending',
        attempts: 0,
        next_attempt_at: at.toISOString(),
        window_start_at: at.toISOString(),
        lease_until: null,
      })
      .where('status', 'in', ['dead', 'disabled']);
    if (leadIds?.length) query = query.where('lead_id', 'in', leadIds);
    if (jobIds?.length) query = query.where('id', 'in', jobIds);
    if (tenant !== undefined) query = query.where('tenant', '=', tenant);
    const requeued = (await query.returningAll().execute()).map(jobFromRow);
    for (const job of requeued) {
      await trx
        .deleteFrom('disabled_endpoints')
        .where('tenant', '=', job.tenant)
        .where('destination_key', '=', job.destinationKey)
        .execute();
    }
    return requeued;
  });
}
