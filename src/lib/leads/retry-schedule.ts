/**
 * When an outbox delivery that failed for a passing reason is tried again. Pure, so the outbox
 * worker and the delivery code share one rule and tests can pin every case: exponential backoff
 * with "equal jitter" (half the delay fixed, half random), so retries keep growing while a
 * crowd of failed jobs spreads out instead of hammering a receiver that just came back.
 */

/** Milliseconds throughout. */
export interface RetryPolicy {
  /** The delay before the second attempt, before jitter. */
  baseMs: number;
  /** No backoff delay grows beyond this (a receiver's Retry-After may ask for more). */
  maxMs: number;
  /** How long after a job's window opened it may still be tried; past it the job is dead. */
  windowMs: number;
}

/** One day of retries, starting at 5 s and never waiting more than 30 min between tries. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseMs: 5_000,
  maxMs: 30 * 60_000,
  windowMs: 24 * 60 * 60_000,
};

/**
 * The backoff after `attempt` failed attempts (1 = the first try failed): base · 2^(attempt−1)
 * capped at maxMs, of which the upper half is scaled by `random` (a draw in [0, 1)).
 */
export function backoffDelayMs(attempt: number, random: number, policy: RetryPolicy): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  // 2^exponent overflows to Infinity long after the cap applies, so Math.min keeps it finite.
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
  const draw = Math.min(Math.max(random, 0), 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * draw);
}

/**
 * The moment (ms since the epoch) of the next attempt after `attempt` failed attempts: the
 * jittered backoff, or the receiver's Retry-After when that asks for longer.
 */
export function nextAttemptAt(
  attempt: number,
  now: number,
  random: number,
  policy: RetryPolicy,
  retryAfterMs?: number,
): number {
  const backoff = backoffDelayMs(attempt, random, policy);
  const asked = retryAfterMs !== undefined && retryAfterMs > 0 ? retryAfterMs : 0;
  return now + Math.max(backoff, asked);
}

/**
 * Whether an attempt at `attemptAt` falls after the job's retry window, which opened at
 * `windowStart` (when the job was created, or retried by hand): such a job is dead-lettered
 * instead of scheduled.
 */
export function isPastWindow(windowStart: number, attemptAt: number, policy: RetryPolicy): boolean {
  return attemptAt - windowStart > policy.windowMs;
}
