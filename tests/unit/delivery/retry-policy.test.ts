import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  DEFAULT_RETRY_POLICY,
  nextAttempt,
  type RetryPolicy,
} from '../../../src/lib/delivery/index.ts';

const policy: RetryPolicy = { firstDelayMs: 1_000, maxDelayMs: 16_000, windowMs: 60_000 };
const start = new Date('2026-03-14T08:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

describe('backoffMs', () => {
  it('doubles from the first delay up to the cap', () => {
    const full = [1, 2, 3, 4, 5, 6, 7].map((attempts) => backoffMs(attempts, 1, policy));
    expect(full).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 16_000, 16_000]);
  });

  it('jitters between half and all of the backoff', () => {
    expect(backoffMs(3, 0, policy)).toBe(2_000);
    expect(backoffMs(3, 0.5, policy)).toBe(3_000);
    expect(backoffMs(3, 0.999, policy)).toBe(3_998);
  });

  it('stays finite however many attempts were made', () => {
    expect(backoffMs(10_000, 1, DEFAULT_RETRY_POLICY)).toBe(DEFAULT_RETRY_POLICY.maxDelayMs);
  });
});

describe('nextAttempt', () => {
  it('schedules the next attempt a backoff from now', () => {
    const decision = nextAttempt(
      { attempts: 2, firstAttemptAt: start, now: later(1_000), random: 1 },
      policy,
    );
    expect(decision).toEqual({ kind: 'retry', at: later(3_000) });
  });

  it('waits at least as long as the Retry-After the receiver asked for', () => {
    const decision = nextAttempt(
      { attempts: 1, firstAttemptAt: start, now: start, random: 0, retryAfterMs: 30_000 },
      policy,
    );
    expect(decision).toEqual({ kind: 'retry', at: later(30_000) });
    const shorter = nextAttempt(
      { attempts: 4, firstAttemptAt: start, now: start, random: 1, retryAfterMs: 10 },
      policy,
    );
    expect(shorter).toEqual({ kind: 'retry', at: later(8_000) });
  });

  it('dead-letters once the next attempt would fall outside the window', () => {
    expect(
      nextAttempt({ attempts: 9, firstAttemptAt: start, now: later(44_000), random: 1 }, policy),
    ).toEqual({ kind: 'retry', at: later(60_000) });
    expect(
      nextAttempt({ attempts: 9, firstAttemptAt: start, now: later(44_001), random: 1 }, policy),
    ).toEqual({ kind: 'dead-letter' });
    expect(
      nextAttempt(
        { attempts: 1, firstAttemptAt: start, now: start, random: 0, retryAfterMs: 61_000 },
        policy,
      ),
    ).toEqual({ kind: 'dead-letter' });
  });

  it('keeps trying a receiver down for a weekend by default', () => {
    const friday = new Date('2026-03-13T18:00:00Z');
    const monday = new Date('2026-03-16T06:00:00Z');
    expect(
      nextAttempt({ attempts: 60, firstAttemptAt: friday, now: monday, random: 1 }),
    ).toMatchObject({ kind: 'retry' });
  });
});
