import type { SpecialHour } from '../config/index.ts';
import { formatTimeRange } from './clock.ts';
import { CLOSED } from './day-status.ts';
import { zonedMoment } from './time-zone.ts';

/** One row of the 'View Holiday Opening Hours' dialog. */
export interface HolidayRow {
  /** ISO date, for <time datetime>. */
  date: string;
  /** 'Today' or d/m/yyyy. */
  label: string;
  /** The holiday's name when the dealer gave one. */
  name?: string;
  /** "9:00am - 1:00pm" or 'Closed'. */
  text: string;
  closed: boolean;
}

/** "2026-12-05" → "5/12/2026". */
export function formatDayMonthYear(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${Number(d)}/${Number(m)}/${y}`;
}

/**
 * Upcoming special hours (today onwards, "today" being the date in the dealer's time zone),
 * sorted by date, labelled 'Today' or d/m/yyyy with 12-hour times or 'Closed'.
 */
export function holidayRows(
  entries: readonly SpecialHour[],
  now: Date,
  timeZone: string,
): HolidayRow[] {
  const today = zonedMoment(now, timeZone).date;
  return entries
    .filter((e) => e.date >= today)
    .toSorted((a, b) => a.date.localeCompare(b.date))
    .map((e) => {
      const open = e.status === 'Open' && e.start_hour && e.end_hour;
      const row: HolidayRow = {
        date: e.date,
        label: e.date === today ? 'Today' : formatDayMonthYear(e.date),
        text:
          open && e.start_hour && e.end_hour ? formatTimeRange(e.start_hour, e.end_hour) : CLOSED,
        closed: !open,
      };
      if (e.name) row.name = e.name;
      return row;
    });
}
