export {
  DEFAULT_BATCH_SIZE,
  DEFAULT_LEASE_MS,
  startOutboxWorker,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from './worker.ts';
export { recordOutcome, type OutboxOutcome, type OutboxStore } from './record-outcome.ts';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../../../lib/leads/retry-schedule.ts';
