import type { OpeningHour, SpecialHour } from '../config/index.ts';
import { formatClock, toMinutes } from './clock.ts';
import { dayShort } from './days.ts';
import { openEntry } from './day-status.ts';
import { zonedMoment } from './zoned-moment.ts';

export type OpenStatus =
  { open: true; closesAt: string } | { open: false; opensAt?: { day: string; time: string } };

/** One day's opening in minutes after that day's midnight; `end` past 1440 runs into the next day. */
interface Span {
  start: number;
  end: number;
  closes: string;
  opens: string;
}

const DAY_MINUTES = 24 * 60;

/**
 * Whether a location is open at `now` in its time zone, when it closes, or when it next
 * opens (within a week). A special-hours entry for a date replaces that day's usual hours.
 * A closing time at or before the opening time means the day runs past midnight ("20:00"–
 * "02:00", or "00:00" for midnight), so just after midnight the previous day may still be open.
 * Times are wall-clock times in the zone, so daylight-saving days need no special case.
 */
export function openStatus(
  hours: readonly OpeningHour[],
  now: Date,
  timeZone: string,
  special: readonly SpecialHour[] = [],
): OpenStatus {
  const here = zonedMoment(now, timeZone);
  const yesterday = spanFor(hours, special, addDays(here.date, -1), (here.weekday + 6) % 7);
  if (yesterday && here.minutes < yesterday.end - DAY_MINUTES) {
    return { open: true, closesAt: yesterday.closes };
  }
  for (let ahead = 0; ahead < 8; ahead++) {
    const weekday = (here.weekday + ahead) % 7;
    const span = spanFor(hours, special, addDays(here.date, ahead), weekday);
    if (!span) continue;
    if (ahead === 0 && here.minutes >= span.start && here.minutes < span.end) {
      return { open: true, closesAt: span.closes };
    }
    if (ahead > 0 || here.minutes < span.start) {
      return {
        open: false,
        opensAt: { day: ahead === 0 ? 'Today' : dayShort(weekday), time: span.opens },
      };
    }
  }
  return { open: false };
}

function spanFor(
  hours: readonly OpeningHour[],
  special: readonly SpecialHour[],
  date: string,
  weekday: number,
): Span | undefined {
  const override = special.find((s) => s.date === date);
  const entry = override ?? openEntry(hours, weekday);
  if (!entry || entry.status !== 'Open' || !entry.start_hour || !entry.end_hour) return undefined;
  const start = toMinutes(entry.start_hour);
  const close = toMinutes(entry.end_hour);
  return {
    start,
    end: close > start ? close : close + DAY_MINUTES,
    closes: formatClock(entry.end_hour),
    opens: formatClock(entry.start_hour),
  };
}

/** Calendar arithmetic on ISO dates (UTC noon avoids any DST edge). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
