import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, JobStatus } from './database.ts';
import { isUniqueViolation } from './errors.ts';
import { newDeliveryId, newLeadId } from './ids.ts';
import { parseJsonObject } from './json.ts';
import { stepColumns } from './rows.ts';
import type { AcceptLeadInput, AcceptLeadResult, LeadAnswer } from './types.ts';

/**
 * Stores a submitted lead. The lead row, its delivery jobs (when it completes) and the
 * Idempotency-Key record commit in one transaction, so an acknowledged lead always has its
 * jobs and a retried request can only ever replay it. A repeated key is found by the key's
 * primary key, not looked up first: the repeat's insert fails, its transaction rolls back
 * whole, and the first answer is replayed. That spares every first submit a round trip to the
 * database (five per lead on PostgreSQL: begin, lead, jobs, key, commit); two requests racing
 * with one key end the same way.
 */
export async function acceptLead(
  db: Kysely<Database>,
  now: Date,
  input: AcceptLeadInput,
): Promise<AcceptLeadResult> {
  try {
    return await db
      .transaction()
      .execute((trx) => acceptInTransaction(trx, now, input, 'on-insert'));
  } catch (error) {
    if (input.idempotencyKey !== undefined && isUniqueViolation(error)) {
      const earlier = await priorAnswer(db, input.tenant, input.idempotencyKey, input.requestHash);
      if (earlier) return earlier;
    }
    throw error;
  }
}

/**
 * The same inside a transaction the caller holds, so a lead and its jobs can commit with
 * another change (a reservation marked paid) or not at all. Such a caller looks a repeated key
 * up first (`keyCheck` 'first'), as a failed insert would abort its whole transaction.
 */
export async function acceptInTransaction(
  trx: Transaction<Database>,
  now: Date,
  input: AcceptLeadInput,
  keyCheck: 'first' | 'on-insert' = 'first',
): Promise<AcceptLeadResult> {
  if (input.idempotencyKey !== undefined && keyCheck === 'first') {
    const earlier = await priorAnswer(trx, input.tenant, input.idempotencyKey, input.requestHash);
    if (earlier) return earlier;
  }
  const at = now.toISOString();
  const saved = await saveLead(trx, at, input);
  if (
    saved.kind === 'already-complete' &&
    input.idempotencyKey !== undefined &&
    keyCheck === 'on-insert'
  ) {
    // A final submit repeated after its answer was lost finds its lead complete: it replays
    // that answer, as any repeat does.
    const earlier = await priorAnswer(trx, input.tenant, input.idempotencyKey, input.requestHash);
    if (earlier) return earlier;
  }
  if (saved.kind !== 'saved') return saved;
  const { leadId } = saved;
  if (input.status === 'complete') await createJobs(trx, at, leadId, input);

  const answer = answerFor(leadId, input);
  if (input.idempotencyKey !== undefined) {
    await trx
      .insertInto('idempotency_keys')
      .values({
        tenant: input.tenant,
        key: input.idempotencyKey,
        request_hash: input.requestHash,
        lead_id: leadId,
        status_code: answer.statusCode,
        answer: JSON.stringify(answer.body),
        created_at: at,
      })
      .execute();
  }
  return { kind: 'accepted', leadId, replay: false, answer };
}

/** Contract 1: 201 { lead_id, event_id } for a complete lead, 200 { lead_id } for a step. */
function answerFor(leadId: string, input: AcceptLeadInput): LeadAnswer {
  return input.status === 'complete'
    ? { statusCode: 201, body: { lead_id: leadId, event_id: input.eventId } }
    : { statusCode: 200, body: { lead_id: leadId } };
}

type SaveResult = { kind: 'saved'; leadId: string } | { kind: 'already-complete'; leadId: string };

/**
 * Updates the tenant's incomplete lead the request names, else inserts a new one under a new
 * id (an id from another tenant, or one no longer stored, starts a new lead; a browser never
 * chooses an id). The update is conditional on the lead still being incomplete, so of two
 * racing final submits exactly one completes it and creates its jobs.
 */
async function saveLead(
  trx: Transaction<Database>,
  at: string,
  input: AcceptLeadInput,
): Promise<SaveResult> {
  const content = {
    form: input.form,
    status: input.status,
    event_id: input.eventId,
    fields: JSON.stringify(input.fields),
    car: input.car === null ? null : JSON.stringify(input.car),
    completed_at: input.status === 'complete' ? at : null,
  };
  const existing = input.leadId
    ? await trx
        .selectFrom('leads')
        .select(['id', 'status'])
        .where('id', '=', input.leadId)
        .where('tenant', '=', input.tenant)
        .executeTakeFirst()
    : undefined;
  if (!existing) {
    const leadId = newLeadId();
    await trx
      .insertInto('leads')
      .values({
        id: leadId,
        tenant: input.tenant,
        ...content,
        ...stepColumns(input.step),
        created_at: at,
        updated_at: at,
      })
      .execute();
    return { kind: 'saved', leadId };
  }
  if (existing.status === 'complete') return { kind: 'already-complete', leadId: existing.id };
  const updated = await trx
    .updateTable('leads')
    .set({ ...content, ...(input.step ? stepColumns(input.step) : {}), updated_at: at })
    .where('id', '=', existing.id)
    .where('status', '=', 'incomplete')
    .executeTakeFirst();
  return updated.numUpdatedRows === 0n
    ? { kind: 'already-complete', leadId: existing.id }
    : { kind: 'saved', leadId: existing.id };
}

/**
 * One job per destination; an endpoint the receiver retired (410) gets its job disabled, decided
 * inside the insert so that it costs no round trip of its own.
 */
async function createJobs(
  trx: Transaction<Database>,
  at: string,
  leadId: string,
  input: AcceptLeadInput,
): Promise<void> {
  if (!input.destinations.length) return;
  const statusFor = (key: string) => sql<JobStatus>`case when exists (
      select 1 from disabled_endpoints where tenant = ${input.tenant} and destination_key = ${key}
    ) then 'disabled' else 'pending' end`;
  await trx
    .insertInto('delivery_jobs')
    .values(
      input.destinations.map(({ key, destination }) => ({
        id: newDeliveryId(),
        lead_id: leadId,
        tenant: input.tenant,
        destination_key: key,
        destination: JSON.stringify(destination),
        status: statusFor(key),
        attempts: 0,
        next_attempt_at: at,
        created_at: at,
        window_start_at: at,
      })),
    )
    .execute();
}

/** The stored answer for a key: a replay when the request matches, else a conflict. */
async function priorAnswer(
  db: Kysely<Database>,
  tenant: string,
  key: string,
  requestHash: string,
): Promise<AcceptLeadResult | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== requestHash) return { kind: 'idempotency-conflict' };
  return {
    kind: 'accepted',
    leadId: row.lead_id,
    replay: true,
    answer: { statusCode: row.status_code, body: parseJsonObject(row.answer, 'answer') },
  };
}
