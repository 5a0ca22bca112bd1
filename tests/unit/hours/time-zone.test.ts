import { describe, expect, it } from 'vitest';
import { timeZoneFor, zonedMoment } from '../../../src/lib/hours/index.ts';

describe('timeZoneFor', () => {
  it.each([
    ['NSW', 'Australia/Sydney'],
    ['ACT', 'Australia/Sydney'],
    ['VIC', 'Australia/Melbourne'],
    ['Tas', 'Australia/Hobart'],
    ['QLD', 'Australia/Brisbane'],
    ['Queensland', 'Australia/Brisbane'],
    ['SA', 'Australia/Adelaide'],
    ['NT', 'Australia/Darwin'],
    ['WA', 'Australia/Perth'],
    [' Western Australia ', 'Australia/Perth'],
  ])('%s is on %s', (state, zone) => {
    expect(timeZoneFor(state, 'AU')).toBe(zone);
  });

  it('puts every New Zealand location on Auckland time', () => {
    expect(timeZoneFor('Auckland', 'NZ')).toBe('Pacific/Auckland');
    expect(timeZoneFor('Canterbury', 'NZ')).toBe('Pacific/Auckland');
  });

  it('falls back to Sydney for an unknown Australian state', () => {
    expect(timeZoneFor('Somewhere', 'AU')).toBe('Australia/Sydney');
  });
});

describe('zonedMoment', () => {
  it('reads wall-clock date, weekday, minutes and seconds with daylight saving', () => {
    // Friday 2026-01-09 23:30 UTC: Sydney (AEDT +11) is Sat 10:30, Brisbane (+10) Sat 09:30.
    const instant = new Date('2026-01-09T23:30:07Z');
    expect(zonedMoment(instant, 'Australia/Sydney')).toEqual({
      date: '2026-01-10',
      weekday: 6,
      minutes: 630,
      seconds: 7,
    });
    expect(zonedMoment(instant, 'Australia/Brisbane')).toEqual({
      date: '2026-01-10',
      weekday: 6,
      minutes: 570,
      seconds: 7,
    });
    expect(zonedMoment(instant, 'Australia/Perth')).toEqual({
      date: '2026-01-10',
      weekday: 6,
      minutes: 450,
      seconds: 7,
    });
    expect(zonedMoment(instant, 'Pacific/Auckland')).toEqual({
      date: '2026-01-10',
      weekday: 6,
      minutes: 750,
      seconds: 7,
    });
  });

  it('reads midnight as 0 minutes', () => {
    expect(zonedMoment(new Date('2026-07-01T14:00:00Z'), 'Australia/Sydney').minutes).toBe(0);
  });
});
