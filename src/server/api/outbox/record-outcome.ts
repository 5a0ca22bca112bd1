import {
  isPastWindow,
  nextAttemptAt,
  type RetryPolicy,
} from '../../../lib/leads/retry-schedule.ts';
import type { ClaimedJob, Store } from '../store/index.ts';

/**
 * What one delivery attempt came to (the delivery code's DeliveryOutcome has this shape):
 * - delivered: the receiver took the lead;
 * - retry: a passing trouble (timeout, 5xx, 429); not again before retryAfterMs if given;
 * - gone: the endpoint answered 410 and wants nothing more: disable it;
 * - failed: refused for good: dead-letter the job.
 */
export type OutboxOutcome =
  | { readonly kind: 'delivered' }
  | { readonly kind: 'retry'; readonly error: string; readonly retryAfterMs?: number }
  | { readonly kind: 'gone'; readonly error: string }
  | { readonly kind: 'failed'; readonly error: string };

/** The store operations the outbox needs. */
export type OutboxStore = Pick<
  Store,
  'claimDueJobs' | 'markDelivered' | 'scheduleRetry' | 'deadLetter' | 'disableEndpoint'
>;

export interface RecordContext {
  store: OutboxStore;
  policy: RetryPolicy;
  now: Date;
  /** A draw in [0, 1) for the backoff's jitter. */
  random: number;
}

/** Writes an attempt's outcome to the job: delivered, retry at, dead letter, or disabled. */
export async function recordOutcome(
  job: ClaimedJob,
  outcome: OutboxOutcome,
  { store, policy, now, random }: RecordContext,
): Promise<void> {
  switch (outcome.kind) {
    case 'delivered':
      return store.markDelivered(job.id);
    case 'gone':
      return store.disableEndpoint(job.tenant, job.destinationKey, outcome.error);
    case 'failed':
      return store.deadLetter(job.id, outcome.error);
    case 'retry': {
      const at = nextAttemptAt(job.attempts, now.getTime(), random, policy, outcome.retryAfterMs);
      if (isPastWindow(Date.parse(job.windowStartAt), at, policy)) {
        return store.deadLetter(job.id, `${outcome.error} (retry window passed)`);
      }
      return store.scheduleRetry(job.id, new Date(at), outcome.error);
    }
  }
}
