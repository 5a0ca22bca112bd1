import type { DeliveryJob, Store } from '../store/index.ts';
import { CliError, EXIT_FAILURE, type CliIo } from './cli-io.ts';

function requeuedLine(jobs: readonly DeliveryJob[], of: string): string {
  const names = jobs.map((job) => `${job.destinationKey} (${job.leadId})`).join(', ');
  return (
    `Queued ${jobs.length} deliver${jobs.length === 1 ? 'y' : 'ies'} of ${of} again: ${names}.\n` +
    "The running server's outbox worker delivers them now.\n"
  );
}

export async function retryLead(store: Store, io: CliIo, leadId: string): Promise<void> {
  const lead = await store.getLead(leadId);
  if (!lead) throw new CliError(`No lead '${leadId}' is stored.`, EXIT_FAILURE);
  const requeued = await store.retryJobs({ leadIds: [lead.id] });
  io.out(
    requeued.length
      ? requeuedLine(requeued, lead.id)
      : `Nothing to retry for ${lead.id}: no delivery of it is dead or disabled.\n`,
  );
}

export async function retryDealer(store: Store, io: CliIo, dealer: string): Promise<void> {
  const requeued = await store.retryJobs({ tenant: dealer });
  io.out(
    requeued.length
      ? requeuedLine(requeued, dealer)
      : `Nothing to retry for ${dealer}: no delivery is dead or disabled.\n`,
  );
}
