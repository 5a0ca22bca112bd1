import { carLabel, fieldText } from '../../../lib/leads/lead-export.ts';
import type { DeliveryJob, Store, StoredLead } from '../store/index.ts';
import { CliError, EXIT_FAILURE, type CliIo } from './cli-io.ts';

function stepLine(lead: StoredLead): string | undefined {
  if (!lead.step) return undefined;
  const { stepNumber, progress, skippedSteps } = lead.step;
  const skipped = skippedSteps.map((skip) => `${skip.from}→${skip.to}`).join(', ');
  return `step ${stepNumber}, ${Math.round(progress)} %${skipped ? `, skipped ${skipped}` : ''}`;
}

function jobLines(job: DeliveryJob): string[] {
  const attempts = `${job.attempts} attempt${job.attempts === 1 ? '' : 's'}`;
  const when =
    job.status === 'delivered'
      ? `delivered ${job.deliveredAt ?? ''}`
      : job.status === 'pending'
        ? `next attempt ${job.nextAttemptAt}`
        : '';
  return [
    `  ${job.destinationKey}: ${job.status}, ${attempts}${when ? `, ${when}` : ''}`,
    `    delivery id ${job.id}`,
    ...(job.lastError ? [`    last error: ${job.lastError}`] : []),
  ];
}

export async function showCommand(store: Store, io: CliIo, leadId: string): Promise<void> {
  const lead = await store.getLead(leadId);
  if (!lead) throw new CliError(`No lead '${leadId}' is stored.`, EXIT_FAILURE);
  const jobs = await store.jobsForLead(lead.id);
  const step = stepLine(lead);
  const lines = [
    `Lead ${lead.id} for ${lead.tenant}`,
    `  status:    ${lead.status}${lead.completedAt ? ` (completed ${lead.completedAt})` : ''}`,
    `  form:      ${lead.form}, event ${lead.eventId}`,
    `  received:  ${lead.createdAt}`,
    `  updated:   ${lead.updatedAt}`,
    ...(step ? [`  progress:  ${step}`] : []),
    `  car:       ${carLabel(lead.car) || '(none)'}`,
    'Fields:',
    ...Object.entries(lead.fields).map(
      ([name, value]) => `  ${name}: ${fieldText(value).replace(/\r?\n/g, '\n    ')}`,
    ),
    jobs.length ? 'Deliveries:' : 'Deliveries: none (a lead is delivered once it is complete)',
    ...jobs.flatMap(jobLines),
  ];
  io.out(lines.join('\n') + '\n');
}
