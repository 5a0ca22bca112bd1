import { describe, expect, it } from 'vitest';
import type { SpecialHour } from '../../../src/lib/config/index.ts';
import { formatDayMonthYear, holidayRows } from '../../../src/lib/hours/index.ts';

const SYDNEY = 'Australia/Sydney';
// 10:00 on 24 Dec 2026 in Sydney (AEDT, UTC+11).
const now = new Date('2026-12-23T23:00:00Z');

const entries: SpecialHour[] = [
  { date: '2027-01-26', name: 'Australia Day', status: 'Closed' },
  {
    date: '2026-12-24',
    name: 'Christmas Eve',
    status: 'Open',
    start_hour: '08:00',
    end_hour: '12:00',
  },
  { date: '2026-12-20', status: 'Open', start_hour: '09:00', end_hour: '13:00' },
  { date: '2026-12-25', status: 'Closed' },
  { date: '2026-12-27', status: 'Open', start_hour: '09:30', end_hour: '16:00' },
];

describe('formatDayMonthYear', () => {
  it('writes d/m/yyyy without leading zeros', () => {
    expect(formatDayMonthYear('2026-12-05')).toBe('5/12/2026');
    expect(formatDayMonthYear('2027-01-01')).toBe('1/1/2027');
    expect(formatDayMonthYear('2026-11-30')).toBe('30/11/2026');
  });
});

describe('holidayRows', () => {
  it('lists upcoming entries sorted by date, with Today, d/m/yyyy, times or Closed', () => {
    expect(holidayRows(entries, now, SYDNEY)).toEqual([
      {
        date: '2026-12-24',
        label: 'Today',
        name: 'Christmas Eve',
        text: '8:00am - 12pm',
        closed: false,
      },
      { date: '2026-12-25', label: '25/12/2026', text: 'Closed', closed: true },
      { date: '2026-12-27', label: '27/12/2026', text: '9:30am - 4:00pm', closed: false },
      {
        date: '2027-01-26',
        label: '26/1/2027',
        name: 'Australia Day',
        text: 'Closed',
        closed: true,
      },
    ]);
  });

  it("takes 'today' from the dealer's time zone, not UTC", () => {
    // At 2026-12-23T14:30Z Sydney is 24 Dec 01:30 while Perth is 23 Dec 22:30.
    const instant = new Date('2026-12-23T14:30:00Z');
    expect(holidayRows(entries, instant, SYDNEY)[0]?.label).toBe('Today');
    expect(holidayRows(entries, instant, 'Australia/Perth')[0]?.label).toBe('24/12/2026');
  });

  it('drops past entries and gives nothing when all are past', () => {
    const later = new Date('2027-02-01T00:00:00Z');
    expect(holidayRows(entries, later, SYDNEY)).toEqual([]);
    expect(holidayRows([], now, SYDNEY)).toEqual([]);
  });

  it('treats an Open entry without times as Closed', () => {
    const odd = [{ date: '2026-12-31', status: 'Open' }] as SpecialHour[];
    expect(holidayRows(odd, now, SYDNEY)[0]).toMatchObject({ text: 'Closed', closed: true });
  });
});
