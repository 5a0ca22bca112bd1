import type { OpeningHour, SpecialHour } from '../../../src/lib/config/index.ts';
import type { TestDriveDay, TestDriveSlotsInput } from '../../../src/lib/test-drive/index.ts';

/** A sales yard: weekdays 8:30am–5:30pm, Saturday 9am–12pm, Sunday closed. */
export const SALES_HOURS: OpeningHour[] = [
  { weekday: 0, status: 'Closed' },
  ...[1, 2, 3, 4, 5].map((weekday): OpeningHour => ({
    weekday,
    status: 'Open',
    start_hour: '08:30',
    end_hour: '17:30',
  })),
  { weekday: 6, status: 'Open', start_hour: '09:00', end_hour: '12:00' },
];

/** Weekdays only: closed Saturday and Sunday. */
export const WEEKDAY_HOURS: OpeningHour[] = SALES_HOURS.map((h) =>
  h.weekday === 6 ? { weekday: 6, status: 'Closed' } : h,
);

/** A Sunday opened in the small hours by special hours, to test the hours clocks change in. */
export function smallHoursSunday(date: string, start = '01:00', end = '05:00'): SpecialHour[] {
  return [{ date, status: 'Open', start_hour: start, end_hour: end }];
}

export const SYDNEY = 'Australia/Sydney';
export const AUCKLAND = 'Pacific/Auckland';

export function input(
  over: Partial<TestDriveSlotsInput> & Pick<TestDriveSlotsInput, 'now'>,
): TestDriveSlotsInput {
  return {
    openingHours: SALES_HOURS,
    timeZone: SYDNEY,
    days: 7,
    slotMinutes: 30,
    leadTimeMinutes: 0,
    ...over,
  };
}

/** The days' dates. */
export const dates = (days: TestDriveDay[]) => days.map((d) => d.date);

/** One day's slot times, "09:30" style. */
export function times(days: TestDriveDay[], date: string): string[] {
  return days.find((d) => d.date === date)?.slots.map((s) => s.dateTime.slice(11)) ?? [];
}

/** "08:30", "09:00", … up to (not including) `end`, every `step` minutes. */
export function clockRange(start: string, end: string, step = 30): string[] {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const out: string[] = [];
  for (let m = toMin(start); m < toMin(end); m += step)
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
}
