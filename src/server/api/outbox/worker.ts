import type { RetryPolicy } from '../../../lib/leads/retry-schedule.ts';
import type { ClaimedJob } from '../store/index.ts';
import { recordOutcome, type OutboxOutcome, type OutboxStore } from './record-outcome.ts';

/** Longer than any delivery's own timeout, so a live worker's job is not claimed twice. */
export const DEFAULT_LEASE_MS = 2 * 60_000;
/** Deliveries attempted at once by one worker. */
export const DEFAULT_BATCH_SIZE = 10;

export interface OutboxWorkerOptions {
  store: OutboxStore;
  /** Delivers one job's lead to its destination; a throw counts as a passing failure. */
  deliver: (job: ClaimedJob) => Promise<OutboxOutcome>;
  policy: RetryPolicy;
  /** How often to look for due jobs when none are left (wake() looks at once). */
  pollMs: number;
  clock?: () => Date;
  leaseMs?: number;
  batchSize?: number;
  /** Draws for the backoff jitter; Math.random unless a test fixes them. */
  random?: () => number;
  /** A store failure (database down, disk full): the worker carries on at the next poll. */
  onError?: (error: unknown) => void;
  /** After each attempt's outcome is recorded, for logs and metrics. */
  onOutcome?: (job: ClaimedJob, outcome: OutboxOutcome) => void;
}

export interface OutboxWorker {
  /** Look for due jobs now (a lead just completed) instead of at the next poll. */
  wake(): void;
  /** Resolves once a look for due jobs, started after this call, found none. */
  drain(): Promise<void>;
  /** Stops claiming and resolves when the deliveries under way are recorded. */
  stop(): Promise<void>;
}

interface DrainWaiter {
  /** Resolved by the first empty claim numbered above this. */
  afterClaim: number;
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * The outbox worker: claims due jobs under a lease, delivers them, records each outcome, and
 * loops; when nothing is due it waits pollMs. A job whose worker died mid-delivery is claimed
 * again when its lease runs out, so every lead is delivered at least once; receivers
 * deduplicate by the job's stable id.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, deliver, policy, pollMs } = options;
  const clock = options.clock ?? (() => new Date());
  const random = options.random ?? Math.random;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const limit = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const onError = options.onError ?? (() => undefined);

  let stopped = false;
  let woken = false;
  let interruptPause: (() => void) | undefined;
  let claimsStarted = 0;
  let drains: DrainWaiter[] = [];

  function wake(): void {
    woken = true;
    interruptPause?.();
  }

  function pause(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        interruptPause = undefined;
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      interruptPause = done;
    });
  }

  async function attempt(job: ClaimedJob): Promise<void> {
    let outcome: OutboxOutcome;
    try {
      outcome = await deliver(job);
    } catch (error) {
      const name = error instanceof Error ? error.name : typeof error;
      outcome = { kind: 'retry', error: `delivery threw ${name}` };
    }
    try {
      await recordOutcome(job, outcome, { store, policy, now: clock(), random: random() });
      options.onOutcome?.(job, outcome);
    } catch (error) {
      // Unrecorded, the job's lease runs out and it is delivered again: at least once.
      onError(error);
    }
  }

  function settleDrains(claimNumber: number): void {
    const settled = drains.filter((waiter) => waiter.afterClaim < claimNumber);
    drains = drains.filter((waiter) => waiter.afterClaim >= claimNumber);
    for (const waiter of settled) waiter.resolve();
  }

  async function run(): Promise<void> {
    while (!stopped) {
      woken = false;
      const claimNumber = ++claimsStarted;
      let jobs: ClaimedJob[] | undefined;
      try {
        jobs = await store.claimDueJobs({ now: clock(), limit, leaseMs });
      } catch (error) {
        onError(error);
      }
      if (jobs?.length) {
        await Promise.all(jobs.map(attempt));
        continue;
      }
      if (jobs) settleDrains(claimNumber);
      if (!woken && !stopped) await pause();
    }
    for (const waiter of drains) waiter.reject(new Error('The outbox worker stopped'));
    drains = [];
  }

  const running = run();

  return {
    wake,
    drain() {
      return new Promise((resolve, reject) => {
        if (stopped) {
          reject(new Error('The outbox worker stopped'));
          return;
        }
        drains.push({ afterClaim: claimsStarted, resolve, reject });
        wake();
      });
    },
    async stop() {
      stopped = true;
      interruptPause?.();
      await running;
    },
  };
}
