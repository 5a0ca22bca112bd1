import type { OpeningHour } from '../../../src/lib/config/index.ts';

/** Open entries for the given weekdays, all with the same times. */
export function openDays(days: number[], start: string, end: string): OpeningHour[] {
  return days.map((weekday) => ({ weekday, status: 'Open', start_hour: start, end_hour: end }));
}

export function closedDays(days: number[]): OpeningHour[] {
  return days.map((weekday) => ({ weekday, status: 'Closed' }));
}
