import { describe, expect, it } from 'vitest';
import { openNowData, openNowLine, openNowText } from '../../../src/lib/hours/index.ts';
import type { OpeningHour, SpecialHour } from '../../../src/lib/config/index.ts';
import { closedDays, openDays } from './make-hours.ts';

const week: OpeningHour[] = [
  ...openDays([1, 2, 3, 4, 5], '08:00', '17:30'),
  ...openDays([6], '08:00', '12:00'),
  ...closedDays([0]),
];
const line = (zone: string, instant: string, hours = week, special: SpecialHour[] = []) =>
  openNowText({ zone, hours, special }, new Date(instant));

describe('openNowLine', () => {
  it('words each status the way the issue writes it', () => {
    expect(openNowLine({ open: true, closesAt: '5:30pm' })).toBe('Open now · closes 5:30pm');
    expect(openNowLine({ open: false, opensAt: { day: 'Mon', time: '8:30am' } })).toBe(
      'Closed · opens 8:30am Mon',
    );
    expect(openNowLine({ open: false, opensAt: { day: 'Today', time: '8:30am' } })).toBe(
      'Closed · opens 8:30am today',
    );
    expect(openNowLine({ open: false })).toBe('Closed');
  });
});

describe('openNowText in the dealer’s time zone', () => {
  it('reads one instant differently in Sydney, Perth and Auckland', () => {
    // Wednesday 11 March 2026, 22:00 UTC: Thursday 09:00 in Sydney (AEDT, +11), Thursday
    // 06:00 in Perth (+8), Thursday 11:00 in Auckland (NZDT, +13).
    const instant = '2026-03-11T22:00:00Z';
    expect(line('Australia/Sydney', instant)).toBe('Open now · closes 5:30pm');
    expect(line('Australia/Perth', instant)).toBe('Closed · opens 8:00am today');
    expect(line('Pacific/Auckland', instant)).toBe('Open now · closes 5:30pm');
    // 05:00 UTC Thursday: 16:00 Sydney, 13:00 Perth, 18:00 Auckland.
    const later = '2026-03-12T05:00:00Z';
    expect(line('Australia/Sydney', later)).toBe('Open now · closes 5:30pm');
    expect(line('Australia/Perth', later)).toBe('Open now · closes 5:30pm');
    expect(line('Pacific/Auckland', later)).toBe('Closed · opens 8:00am Fri');
  });

  it('names the next open day across a closed Sunday', () => {
    // Saturday 14 March 2026 13:00 in Perth: Sunday closed, so Monday.
    expect(line('Australia/Perth', '2026-03-14T05:00:00Z')).toBe('Closed · opens 8:00am Mon');
    expect(line('Australia/Perth', '2026-03-14T03:59:00Z')).toBe('Open now · closes 12pm');
  });

  it('follows Sydney’s clocks when daylight saving ends and starts', () => {
    // Saving ends Sunday 5 April 2026. Monday 6 April 07:30 AEST (+10) is 21:30 UTC Sunday;
    // read at +11 it would be 08:30 and open.
    expect(line('Australia/Sydney', '2026-04-05T21:30:00Z')).toBe('Closed · opens 8:00am today');
    expect(line('Australia/Sydney', '2026-04-05T22:00:00Z')).toBe('Open now · closes 5:30pm');
    // Saving starts Sunday 4 October 2026. Monday 5 October 08:30 AEDT (+11) is 21:30 UTC.
    expect(line('Australia/Sydney', '2026-10-04T21:30:00Z')).toBe('Open now · closes 5:30pm');
    expect(line('Australia/Sydney', '2026-10-04T20:30:00Z')).toBe('Closed · opens 8:00am today');
  });

  it('follows Auckland’s clocks when daylight saving starts', () => {
    // Saving starts Sunday 27 September 2026. Monday 28 September 08:30 NZDT (+13) is
    // 19:30 UTC Sunday; at +12 it would still be 07:30.
    expect(line('Pacific/Auckland', '2026-09-27T19:30:00Z')).toBe('Open now · closes 5:30pm');
    expect(line('Pacific/Auckland', '2026-09-27T18:30:00Z')).toBe('Closed · opens 8:00am today');
  });

  it('never changes clocks in Perth', () => {
    expect(line('Australia/Perth', '2026-10-05T00:00:00Z')).toBe('Open now · closes 5:30pm');
    expect(line('Australia/Perth', '2026-06-15T00:00:00Z')).toBe('Open now · closes 5:30pm');
    expect(line('Australia/Perth', '2026-06-14T23:59:00Z')).toBe('Closed · opens 8:00am today');
  });
});

describe('openNowText across midnight', () => {
  // Late-night trading on Friday until 2am Saturday, and Saturday until midnight.
  const late = [
    ...openDays([1, 2, 3, 4], '08:00', '17:30'),
    ...openDays([5], '18:00', '02:00'),
    ...openDays([6], '09:00', '00:00'),
  ];
  const perth = (local: string) => line('Australia/Perth', `${local}+08:00`, late);

  it('stays open past midnight and closes at the small hours', () => {
    // 2026-03-13 is a Friday.
    expect(perth('2026-03-13T17:00:00')).toBe('Closed · opens 6:00pm today');
    expect(perth('2026-03-13T23:30:00')).toBe('Open now · closes 2:00am');
    expect(perth('2026-03-14T01:59:00')).toBe('Open now · closes 2:00am');
    expect(perth('2026-03-14T02:00:00')).toBe('Closed · opens 9:00am today');
  });

  it('reads a midnight close as 12am and is closed at midnight', () => {
    expect(perth('2026-03-14T23:59:00')).toBe('Open now · closes 12am');
    expect(perth('2026-03-15T00:00:00')).toBe('Closed · opens 8:00am Mon');
  });

  it('keeps a late night running through the night daylight saving starts', () => {
    // Saturday 3 October 2026 20:00 until Sunday 02:00 in Sydney; clocks jump from 02:00 AEST
    // to 03:00 AEDT that night.
    const saturdayLate = openDays([6], '20:00', '02:00');
    expect(line('Australia/Sydney', '2026-10-03T15:30:00Z', saturdayLate)).toBe(
      'Open now · closes 2:00am',
    );
    expect(line('Australia/Sydney', '2026-10-03T16:00:00Z', saturdayLate)).toBe(
      'Closed · opens 8:00pm Sat',
    );
  });
});

describe('openNowText with holiday hours', () => {
  const sydney = (local: string, special: SpecialHour[]) =>
    line('Australia/Sydney', `${local}+11:00`, week, special);

  it('is closed on a closed holiday and opens the next usual day', () => {
    const closed: SpecialHour[] = [{ date: '2026-03-11', status: 'Closed' }];
    expect(sydney('2026-03-11T10:00:00', closed)).toBe('Closed · opens 8:00am Thu');
    // The evening before: the next opening skips the holiday.
    expect(sydney('2026-03-10T18:00:00', closed)).toBe('Closed · opens 8:00am Thu');
  });

  it('uses holiday times on a usually closed day and on shortened days', () => {
    const special: SpecialHour[] = [
      { date: '2026-03-15', status: 'Open', start_hour: '10:00', end_hour: '14:00' },
      { date: '2026-03-16', status: 'Open', start_hour: '09:00', end_hour: '13:00' },
    ];
    expect(sydney('2026-03-15T11:00:00', special)).toBe('Open now · closes 2:00pm');
    expect(sydney('2026-03-14T13:00:00', special)).toBe('Closed · opens 10:00am Sun');
    expect(sydney('2026-03-16T12:00:00', special)).toBe('Open now · closes 1:00pm');
    expect(sydney('2026-03-16T13:30:00', special)).toBe('Closed · opens 8:00am Tue');
  });

  it('runs a holiday night past midnight into a closed holiday', () => {
    const newYear: SpecialHour[] = [
      { date: '2026-12-31', status: 'Open', start_hour: '20:00', end_hour: '01:00' },
      { date: '2027-01-01', status: 'Closed' },
    ];
    expect(sydney('2027-01-01T00:30:00', newYear)).toBe('Open now · closes 1:00am');
    expect(sydney('2027-01-01T01:00:00', newYear)).toBe('Closed · opens 8:00am Sat');
  });

  it('lets a closed holiday cancel the usual late night after midnight too', () => {
    const late = openDays([5], '18:00', '02:00');
    const goodFriday: SpecialHour[] = [{ date: '2026-04-03', status: 'Closed' }];
    // 14:00 UTC is 01:00 on Saturday 4 April in Sydney (AEDT, +11); 15:00 UTC is 02:00.
    expect(line('Australia/Sydney', '2026-04-03T14:00:00Z', late)).toBe('Open now · closes 2:00am');
    expect(line('Australia/Sydney', '2026-04-03T14:00:00Z', late, goodFriday)).toBe(
      'Closed · opens 6:00pm Fri',
    );
    expect(line('Australia/Sydney', '2026-04-03T15:00:00Z', late)).toBe(
      'Closed · opens 6:00pm Fri',
    );
  });

  it('is plain Closed with no hours at all', () => {
    expect(line('Australia/Sydney', '2026-03-11T00:00:00Z', [], [])).toBe('Closed');
  });
});

describe('openNowData', () => {
  it('keeps open days and the special hours that can still apply', () => {
    const special: SpecialHour[] = [
      {
        date: '2026-12-24',
        status: 'Open',
        start_hour: '08:00',
        end_hour: '12:00',
        name: 'Christmas Eve',
      },
      { date: '2026-12-25', status: 'Closed', name: 'Christmas Day' },
      { date: '2026-12-26', status: 'Closed' },
    ];
    // Built at 10:00 on 26 December in Sydney (23:00 UTC on the 25th): the 25th may still
    // carry a night past midnight, the 24th cannot.
    const data = openNowData(week, special, 'Australia/Sydney', new Date('2026-12-25T23:00:00Z'));
    expect(data).toEqual({
      zone: 'Australia/Sydney',
      hours: week.filter((h) => h.status === 'Open'),
      special: [
        { date: '2026-12-25', status: 'Closed' },
        { date: '2026-12-26', status: 'Closed' },
      ],
    });
    // Saturday the 26th is a closed holiday and Sunday is closed.
    expect(openNowText(data, new Date('2026-12-25T23:00:00Z'))).toBe('Closed · opens 8:00am Mon');
  });
});
