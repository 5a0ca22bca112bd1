import type { Selectable } from 'kysely';
import type { DeliveryJobsTable, LeadsTable } from './database.ts';
import { parseJsonObject } from './json.ts';
import type { DeliveryJob, LeadStep, StoredLead } from './types.ts';

type LeadRow = Selectable<LeadsTable>;
type JobRow = Selectable<DeliveryJobsTable>;

function stepOf(row: LeadRow): LeadStep | null {
  if (row.step_number === null) return null;
  const skipped: unknown = JSON.parse(row.skipped_steps ?? '[]');
  return {
    stepNumber: row.step_number,
    progress: row.progress ?? 0,
    skippedSteps: Array.isArray(skipped) ? (skipped as LeadStep['skippedSteps']) : [],
  };
}

export function leadFromRow(row: LeadRow): StoredLead {
  return {
    id: row.id,
    tenant: row.tenant,
    form: row.form,
    status: row.status,
    eventId: row.event_id,
    fields: parseJsonObject(row.fields, 'lead fields'),
    car: row.car === null ? null : parseJsonObject(row.car, 'car'),
    step: stepOf(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at,
  };
}

export function jobFromRow(row: JobRow): DeliveryJob {
  return {
    id: row.id,
    leadId: row.lead_id,
    tenant: row.tenant,
    destinationKey: row.destination_key,
    destination: parseJsonObject(row.destination, 'destination'),
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    leaseUntil: row.lease_until,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
    createdAt: row.created_at,
    windowStartAt: row.window_start_at,
  };
}

/** The step columns of a lead row. */
export function stepColumns(
  step: LeadStep | undefined,
): Pick<LeadRow, 'step_number' | 'progress' | 'skipped_steps'> {
  return step
    ? {
        step_number: step.stepNumber,
        progress: step.progress,
        skipped_steps: JSON.stringify(step.skippedSteps),
      }
    : { step_number: null, progress: null, skipped_steps: null };
}
