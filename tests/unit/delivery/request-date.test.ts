import { describe, expect, it } from 'vitest';
import { isoWithOffset } from '../../../src/lib/delivery/index.ts';

describe('isoWithOffset', () => {
  it.each([
    ['2026-03-14T00:05:09Z', 'Australia/Sydney', '2026-03-14T11:05:09+11:00'],
    ['2026-07-01T02:00:00Z', 'Australia/Sydney', '2026-07-01T12:00:00+10:00'],
    ['2026-07-01T02:00:00Z', 'Australia/Brisbane', '2026-07-01T12:00:00+10:00'],
    ['2026-01-15T00:00:00Z', 'Australia/Adelaide', '2026-01-15T10:30:00+10:30'],
    ['2026-07-15T00:00:00Z', 'Australia/Perth', '2026-07-15T08:00:00+08:00'],
    ['2026-01-10T21:00:00Z', 'Pacific/Auckland', '2026-01-11T10:00:00+13:00'],
    ['2026-06-30T23:59:59.999Z', 'UTC', '2026-06-30T23:59:59+00:00'],
    ['2026-03-08T12:00:00Z', 'America/New_York', '2026-03-08T08:00:00-04:00'],
  ])('%s in %s is %s', (instant, zone, expected) => {
    expect(isoWithOffset(new Date(instant), zone)).toBe(expected);
  });

  it('crosses midnight into the local date, across the end of daylight saving', () => {
    // Sydney leaves daylight saving at 03:00 local on 5 April 2026 (16:00 UTC the day before).
    expect(isoWithOffset(new Date('2026-04-04T15:59:00Z'), 'Australia/Sydney')).toBe(
      '2026-04-05T02:59:00+11:00',
    );
    expect(isoWithOffset(new Date('2026-04-04T16:01:00Z'), 'Australia/Sydney')).toBe(
      '2026-04-05T02:01:00+10:00',
    );
  });
});
