import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY_POLICY,
  backoffDelayMs,
  isPastWindow,
  nextAttemptAt,
  type RetryPolicy,
} from '../../../src/lib/leads/retry-schedule.ts';

const policy: RetryPolicy = { baseMs: 1_000, maxMs: 60_000, windowMs: 3_600_000 };

describe('backoffDelayMs', () => {
  it.each([
    [1, 0, 500],
    [1, 0.5, 750],
    [1, 0.999, 1_000],
    [2, 0, 1_000],
    [3, 0, 2_000],
    [4, 1, 8_000],
    [7, 0, 30_000],
    [7, 1, 60_000],
    [8, 0, 30_000],
    [200, 0.5, 45_000],
  ])('after %i failed attempts with draw %d waits %i ms', (attempt, random, delay) => {
    expect(backoffDelayMs(attempt, random, policy)).toBe(delay);
  });

  it('treats attempt 0 like the first failure', () => {
    expect(backoffDelayMs(0, 0, policy)).toBe(backoffDelayMs(1, 0, policy));
  });

  it('keeps a draw outside [0, 1] within the delay band', () => {
    expect(backoffDelayMs(3, -1, policy)).toBe(2_000);
    expect(backoffDelayMs(3, 7, policy)).toBe(4_000);
  });

  it('never shrinks as attempts grow, whatever the draws', () => {
    for (let attempt = 1; attempt < 40; attempt++) {
      expect(backoffDelayMs(attempt + 1, 0, policy)).toBeGreaterThanOrEqual(
        backoffDelayMs(attempt, 0, policy),
      );
      expect(backoffDelayMs(attempt, 1, policy)).toBeLessThanOrEqual(policy.maxMs);
    }
  });
});

describe('nextAttemptAt', () => {
  const now = Date.UTC(2025, 0, 1);

  it('is now plus the jittered backoff', () => {
    expect(nextAttemptAt(3, now, 0.5, policy)).toBe(now + 3_000);
  });

  it('honours a Retry-After longer than the backoff, even past maxMs', () => {
    expect(nextAttemptAt(1, now, 0, policy, 120_000)).toBe(now + 120_000);
  });

  it('keeps the backoff when Retry-After asks for less', () => {
    expect(nextAttemptAt(4, now, 0, policy, 1_000)).toBe(now + 4_000);
  });

  it('ignores a zero or negative Retry-After', () => {
    expect(nextAttemptAt(1, now, 0, policy, 0)).toBe(now + 500);
    expect(nextAttemptAt(1, now, 0, policy, -5)).toBe(now + 500);
  });
});

describe('isPastWindow', () => {
  const opened = Date.UTC(2025, 0, 1);

  it('allows an attempt up to the end of the window', () => {
    expect(isPastWindow(opened, opened + policy.windowMs, policy)).toBe(false);
  });

  it('refuses an attempt after the window', () => {
    expect(isPastWindow(opened, opened + policy.windowMs + 1, policy)).toBe(true);
  });
});

describe('DEFAULT_RETRY_POLICY', () => {
  it('reaches its maximum delay well inside its window', () => {
    let elapsed = 0;
    let attempt = 1;
    while (backoffDelayMs(attempt, 0, DEFAULT_RETRY_POLICY) < DEFAULT_RETRY_POLICY.maxMs / 2) {
      elapsed += backoffDelayMs(attempt, 1, DEFAULT_RETRY_POLICY);
      attempt++;
    }
    expect(elapsed).toBeLessThan(DEFAULT_RETRY_POLICY.windowMs / 4);
  });
});
