/**
 * The 'Open now · closes 5:30pm' / 'Closed · opens 8:30am Mon' line of location cards and
 * pages. The build embeds what the line needs (openNowData); the browser words it for the
 * shopper's present moment (openNowText), so a static page never shows the build's moment.
 */
import type { OpeningHour, SpecialHour } from '../config/index.ts';
import { addDays, openStatus, type OpenStatus } from './open-status.ts';
import { zonedMoment } from './zoned-moment.ts';

/** What one location's line needs in the browser: its zone and the hours that can still apply. */
export interface OpenNowData {
  zone: string;
  hours: OpeningHour[];
  special: SpecialHour[];
}

/**
 * Only open days, and only special hours from the day before `builtAt` on (a day that ran past
 * midnight may still count): a page served for weeks needs nothing older.
 */
export function openNowData(
  hours: readonly OpeningHour[],
  special: readonly SpecialHour[],
  zone: string,
  builtAt: Date,
): OpenNowData {
  const from = addDays(zonedMoment(builtAt, zone).date, -1);
  return {
    zone,
    hours: hours
      .filter((h) => h.status === 'Open')
      .map(({ weekday, status, start_hour, end_hour }) => ({
        weekday,
        status,
        ...times(start_hour, end_hour),
      })),
    special: special
      .filter((s) => s.date >= from)
      .map(({ date, status, start_hour, end_hour }) => ({
        date,
        status,
        ...times(start_hour, end_hour),
      })),
  };
}

/** Only the fields the line reads (dealer files may carry the spec's other names too). */
function times(start: string | undefined, end: string | undefined) {
  return start && end ? { start_hour: start, end_hour: end } : {};
}

/** The line's words for a status. */
export function openNowLine(status: OpenStatus): string {
  if (status.open) return `Open now · closes ${status.closesAt}`;
  if (!status.opensAt) return 'Closed';
  const { day, time } = status.opensAt;
  return `Closed · opens ${time} ${day === 'Today' ? 'today' : day}`;
}

/** The line at `now` for embedded data. */
export function openNowText(data: OpenNowData, now: Date): string {
  return openNowLine(openStatus(data.hours, now, data.zone, data.special));
}
