import { describe, expect, it } from 'vitest';
import { TEST_DRIVE_DEFAULTS, testDriveSlots } from '../../../src/lib/test-drive/index.ts';
import { WEEKDAY_HOURS, clockRange, dates, input, times } from './fixtures.ts';

// Monday 16 March 2026 in Sydney (AEDT, UTC+11).
const MONDAY_6AM = new Date('2026-03-15T19:00:00Z');
const at = (sydneyTime: string, date = '2026-03-16') => new Date(`${date}T${sydneyTime}:00+11:00`);

describe('testDriveSlots: a week of opening hours', () => {
  const week = testDriveSlots(input({ now: MONDAY_6AM }));

  it('offers every half hour from opening until the last drive ends at closing', () => {
    expect(times(week, '2026-03-16')).toEqual(clockRange('08:30', '17:30'));
    expect(times(week, '2026-03-21')).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
  });

  it('leaves out the days the location is closed', () => {
    expect(dates(week)).toEqual([
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
      '2026-03-19',
      '2026-03-20',
      '2026-03-21',
    ]);
    const weekdaysOnly = testDriveSlots(
      input({ now: MONDAY_6AM, openingHours: WEEKDAY_HOURS, days: 14 }),
    );
    expect(weekdaysOnly.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 1, 2, 3, 4, 5]);
  });

  it('labels days Today, Tomorrow, then "Wed 18 Mar", and times as the hours lists do', () => {
    expect(week.map((d) => d.label)).toEqual([
      'Today',
      'Tomorrow',
      'Wed 18 Mar',
      'Thu 19 Mar',
      'Fri 20 Mar',
      'Sat 21 Mar',
    ]);
    expect(week[0]?.slots[0]).toEqual({
      dateTime: '2026-03-16T08:30',
      label: '8:30am',
      startsAt: '2026-03-15T21:30:00.000Z',
    });
    expect(week[0]?.slots.at(-1)?.label).toBe('5:00pm');
    expect(week[5]?.slots.find((s) => s.dateTime.endsWith('T12:00'))).toBeUndefined();
  });

  it('counts days from the date in the location zone, not UTC', () => {
    // 1am Monday in Sydney is still Sunday in UTC.
    const days = testDriveSlots(input({ now: at('01:00'), days: 1 }));
    expect(dates(days)).toEqual(['2026-03-16']);
  });

  it('uses the defaults when the caller gives none', () => {
    const days = testDriveSlots({
      openingHours: WEEKDAY_HOURS,
      now: MONDAY_6AM,
      timeZone: 'Australia/Sydney',
    });
    expect(days.at(-1)?.date).toBe('2026-03-27'); // 14 days: Monday 16 to Sunday 29, weekdays only
    expect(times(days, '2026-03-16')[0]).toBe('08:30');
    expect(TEST_DRIVE_DEFAULTS).toEqual({
      days: 14,
      slotMinutes: 30,
      leadTimeMinutes: 120,
      capacity: 1,
    });
  });
});

describe('testDriveSlots: now and the lead time', () => {
  it('offers nothing that has started, and a slot starting right now', () => {
    expect(times(testDriveSlots(input({ now: at('10:00'), days: 1 })), '2026-03-16')[0]).toBe(
      '10:00',
    );
    expect(times(testDriveSlots(input({ now: at('10:01'), days: 1 })), '2026-03-16')[0]).toBe(
      '10:30',
    );
  });

  it('keeps the lead time free', () => {
    const days = testDriveSlots(input({ now: at('10:10'), leadTimeMinutes: 120, days: 1 }));
    expect(times(days, '2026-03-16')[0]).toBe('12:30');
  });

  it('drops today once its last slot is gone, and Tomorrow comes first', () => {
    const days = testDriveSlots(input({ now: at('17:01'), days: 2 }));
    expect(dates(days)).toEqual(['2026-03-17']);
    expect(days[0]?.label).toBe('Tomorrow');
  });

  it('carries the lead time past midnight', () => {
    const days = testDriveSlots(input({ now: at('23:50'), leadTimeMinutes: 10 * 60, days: 2 }));
    expect(times(days, '2026-03-17')[0]).toBe('10:00');
  });

  it('can have nothing to offer', () => {
    expect(testDriveSlots(input({ now: at('23:50'), days: 1 }))).toEqual([]);
    expect(testDriveSlots(input({ now: MONDAY_6AM, openingHours: [] }))).toEqual([]);
  });
});

describe('testDriveSlots: the end of the day', () => {
  it('offers a last slot that ends exactly at closing time, none that runs past it', () => {
    const hour = testDriveSlots(input({ now: MONDAY_6AM, slotMinutes: 60, days: 1 }));
    expect(times(hour, '2026-03-16')).toEqual(clockRange('08:30', '16:31', 60));
    const hours = [{ weekday: 1, status: 'Open' as const, start_hour: '09:00', end_hour: '17:00' }];
    const even = testDriveSlots(
      input({ now: MONDAY_6AM, openingHours: hours, slotMinutes: 60, days: 1 }),
    );
    expect(times(even, '2026-03-16').at(-1)).toBe('16:00');
  });

  it('offers nothing on a day shorter than one drive, or whose hours end before they start', () => {
    const short = [{ weekday: 1, status: 'Open' as const, start_hour: '09:00', end_hour: '09:20' }];
    expect(testDriveSlots(input({ now: MONDAY_6AM, openingHours: short, days: 1 }))).toEqual([]);
    const backwards = [
      { weekday: 1, status: 'Open' as const, start_hour: '17:00', end_hour: '09:00' },
    ];
    expect(testDriveSlots(input({ now: MONDAY_6AM, openingHours: backwards, days: 1 }))).toEqual(
      [],
    );
  });

  it('runs until midnight when hours end at 23:59', () => {
    const late = [{ weekday: 1, status: 'Open' as const, start_hour: '22:00', end_hour: '23:59' }];
    expect(
      times(testDriveSlots(input({ now: MONDAY_6AM, openingHours: late, days: 1 })), '2026-03-16'),
    ).toEqual(['22:00', '22:30', '23:00']);
  });
});

describe('testDriveSlots: special (holiday) hours', () => {
  it('closes a holiday that would be open', () => {
    const days = testDriveSlots(
      input({
        now: MONDAY_6AM,
        specialHours: [{ date: '2026-03-18', name: 'Show Day', status: 'Closed' }],
      }),
    );
    expect(dates(days)).not.toContain('2026-03-18');
    expect(dates(days)).toContain('2026-03-19');
  });

  it('shortens a day to its special hours', () => {
    const specialHours = [
      { date: '2026-03-20', status: 'Open' as const, start_hour: '10:00', end_hour: '12:00' },
    ];
    const days = testDriveSlots(input({ now: MONDAY_6AM, specialHours }));
    expect(times(days, '2026-03-20')).toEqual(['10:00', '10:30', '11:00', '11:30']);
    expect(times(days, '2026-03-19')).toEqual(clockRange('08:30', '17:30'));
  });

  it('opens a day that is usually closed', () => {
    const specialHours = [
      { date: '2026-03-22', status: 'Open' as const, start_hour: '10:00', end_hour: '11:00' },
    ];
    expect(times(testDriveSlots(input({ now: MONDAY_6AM, specialHours })), '2026-03-22')).toEqual([
      '10:00',
      '10:30',
    ]);
  });

  it('ignores entries outside the days offered', () => {
    const specialHours = [
      { date: '2026-03-13', status: 'Closed' as const },
      { date: '2026-04-30', status: 'Closed' as const },
    ];
    expect(testDriveSlots(input({ now: MONDAY_6AM, specialHours }))).toEqual(
      testDriveSlots(input({ now: MONDAY_6AM })),
    );
  });
});

describe('testDriveSlots: bookings', () => {
  const now = MONDAY_6AM;
  const tuesday = (bookings: string[], capacity = 1, slotMinutes = 30) =>
    times(testDriveSlots(input({ now, bookings, capacity, slotMinutes, days: 2 })), '2026-03-17');

  it('does not offer a booked slot', () => {
    expect(tuesday(['2026-03-17T10:00'])).not.toContain('10:00');
    expect(tuesday(['2026-03-17T10:00'])).toContain('10:30');
    expect(tuesday(['2026-03-17T10:00'])).toHaveLength(clockRange('08:30', '17:30').length - 1);
  });

  it('reads a booking written with zero seconds', () => {
    expect(tuesday(['2026-03-17T10:30:00'])).not.toContain('10:30');
    expect(tuesday(['2026-03-17T10:30:00.000'])).not.toContain('10:30');
  });

  it('blocks every slot an off-grid booking overlaps', () => {
    const left = tuesday(['2026-03-17T10:15']);
    expect(left).not.toContain('10:00');
    expect(left).not.toContain('10:30');
    expect(left).toContain('09:30');
    expect(left).toContain('11:00');
  });

  it('blocks the slots a longer drive overlaps', () => {
    // An hour's drive booked at 10:00 (when drives were half-hourly) runs into 9:30 and 10:30.
    const hourly = tuesday(['2026-03-17T10:00'], 1, 60);
    expect(hourly).not.toContain('09:30');
    expect(hourly).not.toContain('10:30');
    expect(hourly).toContain('08:30');
    expect(hourly).toContain('11:30');
  });

  it('offers a slot until as many drives as the location can run are booked', () => {
    expect(tuesday(['2026-03-17T10:00'], 2)).toContain('10:00');
    expect(tuesday(['2026-03-17T10:00', '2026-03-17T10:00'], 2)).not.toContain('10:00');
  });

  it('ignores malformed bookings and leaves other days alone', () => {
    const full = clockRange('08:30', '17:30');
    expect(
      tuesday(['tomorrow at 10', '2026-03-17 10:00', '2026-02-30T10:00', '2026-03-17T10:00+11:00']),
    ).toEqual(full);
    expect(tuesday(['2026-03-16T10:00', '2026-03-18T10:00'])).toEqual(full);
  });
});

describe('testDriveSlots: settings it refuses', () => {
  it.each([
    [{ days: 0 }, 'days must be a whole number from 1 to 366, not 0'],
    [{ days: 1.5 }, 'days must be a whole number from 1 to 366, not 1.5'],
    [{ slotMinutes: 0 }, 'slotMinutes must be a whole number from 5 to 1440, not 0'],
    [{ leadTimeMinutes: -1 }, 'leadTimeMinutes must be a whole number from 0 to 527040, not -1'],
    [{ capacity: 0 }, 'capacity must be a whole number from 1 to 1000, not 0'],
  ])('%j', (over, message) => {
    expect(() => testDriveSlots(input({ now: MONDAY_6AM, ...over }))).toThrow(
      new RangeError(`testDriveSlots: ${message}`),
    );
  });
});
