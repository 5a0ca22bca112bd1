/**
 * When to try a lead's delivery again after a retry outcome (Contract 3): exponential backoff
 * with jitter, never sooner than the receiver's Retry-After, and a dead letter once the next
 * attempt would fall outside the retry window.
 */

export interface RetryPolicy {
  /** The wait after the first failed attempt, before jitter. */
  readonly firstDelayMs: number;
  /** The longest wait between two attempts, before jitter. */
  readonly maxDelayMs: number;
  /** How long after the first attempt a lead may still be tried. */
  readonly windowMs: number;
}

/**
 * 30 s, 1 min, 2 min … doubling to an hour between attempts, for three days: a receiver down
 * over a weekend still gets its leads on Monday morning.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  windowMs: 3 * 24 * 60 * 60_000,
};

export interface RetryState {
  /** Attempts made so far, the one that just failed included (1 after the first). */
  readonly attempts: number;
  readonly firstAttemptAt: Date;
  readonly now: Date;
  /** The receiver's Retry-After, when it gave one. */
  readonly retryAfterMs?: number | undefined;
  /** A random number in [0, 1) (Math.random in production), so many jobs do not retry at once. */
  readonly random: number;
}

export type RetryDecision = { kind: 'retry'; at: Date } | { kind: 'dead-letter' };

/** The wait before the next attempt: the backoff, half fixed and half jittered. */
export function backoffMs(attempts: number, random: number, policy: RetryPolicy): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 30));
  const backoff = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** doublings);
  return Math.round(backoff / 2 + (backoff / 2) * Math.min(Math.max(random, 0), 1));
}

export function nextAttempt(
  state: RetryState,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): RetryDecision {
  const wait = Math.max(backoffMs(state.attempts, state.random, policy), state.retryAfterMs ?? 0);
  const at = state.now.getTime() + wait;
  if (at > state.firstAttemptAt.getTime() + policy.windowMs) return { kind: 'dead-letter' };
  return { kind: 'retry', at: new Date(at) };
}
