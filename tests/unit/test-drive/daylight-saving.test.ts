// Slots are wall-clock times at the location; the instants behind them (and so "now" and the
// lead time) must follow the zone's clock changes. Sydney and Auckland change on different
// Sundays; Brisbane and Perth never do; Lord Howe moves its clocks by half an hour.
import { describe, expect, it } from 'vitest';
import { testDriveSlots, zonedInstant } from '../../../src/lib/test-drive/index.ts';
import { AUCKLAND, input, smallHoursSunday, times } from './fixtures.ts';

const startsAt = (days: ReturnType<typeof testDriveSlots>) =>
  Object.fromEntries(days.flatMap((d) => d.slots.map((s) => [s.dateTime, s.startsAt])));

describe('Australia/Sydney: daylight saving starts, Sunday 4 October 2026, 2am → 3am', () => {
  const now = new Date('2026-10-02T12:00:00Z');

  it('does not offer the hour that never happens', () => {
    const days = testDriveSlots(input({ now, specialHours: smallHoursSunday('2026-10-04') }));
    expect(times(days, '2026-10-04')).toEqual([
      '01:00',
      '01:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
    ]);
  });

  it('gives each slot its instant on either side of the change', () => {
    const at = startsAt(
      testDriveSlots(input({ now, specialHours: smallHoursSunday('2026-10-04') })),
    );
    expect(at['2026-10-04T01:30']).toBe('2026-10-03T15:30:00.000Z');
    expect(at['2026-10-04T03:00']).toBe('2026-10-03T16:00:00.000Z');
    expect(at['2026-10-03T09:00']).toBe('2026-10-02T23:00:00.000Z'); // AEST, UTC+10
    expect(at['2026-10-05T08:30']).toBe('2026-10-04T21:30:00.000Z'); // AEDT, UTC+11
  });

  it('measures the lead time in real minutes across the change', () => {
    const justBefore = new Date('2026-10-03T15:30:00Z'); // 1:30am AEST
    const days = testDriveSlots(
      input({
        now: justBefore,
        leadTimeMinutes: 60,
        specialHours: smallHoursSunday('2026-10-04'),
        days: 1,
      }),
    );
    expect(times(days, '2026-10-04')[0]).toBe('03:30'); // one hour later reads 3:30am AEDT
  });

  it('still offers a full day of usual hours', () => {
    const days = testDriveSlots(
      input({
        now,
        specialHours: [
          { date: '2026-10-04', status: 'Open', start_hour: '09:00', end_hour: '12:00' },
        ],
      }),
    );
    expect(times(days, '2026-10-04')).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
  });
});

describe('Australia/Sydney: daylight saving ends, Sunday 5 April 2026, 3am → 2am', () => {
  const now = new Date('2026-04-03T12:00:00Z');
  const days = testDriveSlots(
    input({ now, specialHours: smallHoursSunday('2026-04-05', '01:00', '04:00') }),
  );

  it('offers the repeated hour once', () => {
    expect(times(days, '2026-04-05')).toEqual([
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
    ]);
  });

  it('at its first occurrence', () => {
    const at = startsAt(days);
    expect(at['2026-04-05T01:30']).toBe('2026-04-04T14:30:00.000Z'); // AEDT
    expect(at['2026-04-05T02:00']).toBe('2026-04-04T15:00:00.000Z'); // AEDT, the first 2am
    expect(at['2026-04-05T03:00']).toBe('2026-04-04T17:00:00.000Z'); // AEST
  });

  it('treats a booking in the repeated hour as the slot it names', () => {
    const booked = testDriveSlots(
      input({
        now,
        bookings: ['2026-04-05T02:30'],
        specialHours: smallHoursSunday('2026-04-05', '01:00', '04:00'),
      }),
    );
    expect(times(booked, '2026-04-05')).toEqual(['01:00', '01:30', '02:00', '03:00', '03:30']);
  });
});

describe('Pacific/Auckland', () => {
  it('skips 2am when daylight saving starts, Sunday 27 September 2026', () => {
    const now = new Date('2026-09-25T00:00:00Z');
    const days = testDriveSlots(
      input({ now, timeZone: AUCKLAND, specialHours: smallHoursSunday('2026-09-27') }),
    );
    expect(times(days, '2026-09-27')).toEqual([
      '01:00',
      '01:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
    ]);
    const at = startsAt(days);
    expect(at['2026-09-27T01:30']).toBe('2026-09-26T13:30:00.000Z'); // NZST, UTC+12
    expect(at['2026-09-27T03:00']).toBe('2026-09-26T14:00:00.000Z'); // NZDT, UTC+13
    expect(at['2026-09-28T08:30']).toBe('2026-09-27T19:30:00.000Z');
  });

  it('repeats 2am once when it ends, Sunday 5 April 2026', () => {
    const now = new Date('2026-04-03T00:00:00Z');
    const days = testDriveSlots(
      input({
        now,
        timeZone: AUCKLAND,
        specialHours: smallHoursSunday('2026-04-05', '02:00', '03:00'),
      }),
    );
    expect(times(days, '2026-04-05')).toEqual(['02:00', '02:30']);
    expect(startsAt(days)['2026-04-05T02:30']).toBe('2026-04-04T13:30:00.000Z'); // NZDT
  });

  it('dates the days by Auckland, a day ahead of UTC', () => {
    const now = new Date('2026-03-15T20:00:00Z'); // Monday 9am in Auckland, Sunday in UTC
    const days = testDriveSlots(input({ now, timeZone: AUCKLAND, days: 1 }));
    expect(days[0]?.date).toBe('2026-03-16');
    expect(days[0]?.slots[0]?.dateTime).toBe('2026-03-16T09:00');
  });
});

describe('zones without daylight saving, and one with a half-hour change', () => {
  it('keeps Brisbane and Perth on one offset all year', () => {
    for (const [zone, offsetHours] of [
      ['Australia/Brisbane', 10],
      ['Australia/Perth', 8],
    ] as const) {
      for (const date of ['2026-01-15', '2026-07-15', '2026-10-04']) {
        const instant = zonedInstant({ date, minutes: 9 * 60 }, zone);
        expect(instant, `${zone} ${date}`).toBe(
          Date.parse(`${date}T09:00:00Z`) - offsetHours * 3_600_000,
        );
      }
    }
  });

  it('skips only the half hour Lord Howe Island leaves out', () => {
    const now = new Date('2026-10-02T00:00:00Z');
    const days = testDriveSlots(
      input({
        now,
        timeZone: 'Australia/Lord_Howe',
        specialHours: smallHoursSunday('2026-10-04', '01:00', '03:00'),
      }),
    );
    expect(times(days, '2026-10-04')).toEqual(['01:00', '01:30', '02:30']);
  });
});
