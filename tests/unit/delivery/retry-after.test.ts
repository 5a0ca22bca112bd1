import { describe, expect, it } from 'vitest';
import { parseHttpDate, retryAfterMs } from '../../../src/lib/delivery/index.ts';

const now = new Date('2026-03-14T08:00:00Z');

describe('retryAfterMs', () => {
  it.each([
    ['0', 0],
    ['120', 120_000],
    [' 30 ', 30_000],
    ['86400', 86_400_000],
  ])('reads delay-seconds %j as %d ms', (header, ms) => {
    expect(retryAfterMs(header, now)).toBe(ms);
  });

  it.each([
    ['Sat, 14 Mar 2026 08:01:30 GMT', 90_000],
    ['Saturday, 14-Mar-26 08:02:00 GMT', 120_000],
    ['Sat Mar 14 08:00:45 2026', 45_000],
    ['Sat Mar  7 08:00:00 2026', 0],
    ['sat, 14 mar 2026 09:00:00 gmt', 3_600_000],
  ])('reads the HTTP date %j as %d ms from now', (header, ms) => {
    expect(retryAfterMs(header, now)).toBe(ms);
  });

  it('reads a date already past as no wait at all', () => {
    expect(retryAfterMs('Fri, 13 Mar 2026 08:00:00 GMT', now)).toBe(0);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    '-5',
    '1.5',
    '2m',
    'soon',
    '2026-03-14T09:00:00Z',
    'Sat, 14 Foo 2026 08:01:30 GMT',
    'Sat, 14 Mar 2026 08:01:30 AEST',
  ])('gives no wait for a missing or unreadable header %j', (header) => {
    expect(retryAfterMs(header, now)).toBeUndefined();
  });
});

describe('parseHttpDate', () => {
  it('reads all three forms as the same instant', () => {
    const at = Date.UTC(1994, 10, 6, 8, 49, 37);
    expect(parseHttpDate('Sun, 06 Nov 1994 08:49:37 GMT')).toBe(at);
    expect(parseHttpDate('Sunday, 06-Nov-94 08:49:37 GMT')).toBe(at);
    expect(parseHttpDate('Sun Nov  6 08:49:37 1994')).toBe(at);
  });

  it('reads two-digit years below 70 as this century', () => {
    expect(parseHttpDate('Monday, 01-Jan-30 00:00:00 GMT')).toBe(Date.UTC(2030, 0, 1));
  });
});
