import type { OpeningHour, SpecialHour } from '../config/index.ts';
import { formatClock, toMinutes } from './clock.ts';
import { dayShort } from './days.ts';
import { openEntry } from './day-status.ts';
import { zonedMoment } from './time-zone.ts';

export type OpenStatus =
  { open: true; closesAt: string } | { open: false; opensAt?: { day: string; time: string } };

interface Span {
  start: string;
  end: string;
}

/**
 * Whether a location is open at `now` in its time zone, when it closes, or when it next
 * opens (within a week). A special-hours entry for a date replaces that day's usual hours.
 */
export function openStatus(
  hours: readonly OpeningHour[],
  now: Date,
  timeZone: string,
  special: readonly SpecialHour[] = [],
): OpenStatus {
  const here = zonedMoment(now, timeZone);
  for (let ahead = 0; ahead < 8; ahead++) {
    const date = ahead === 0 ? here.date : addDays(here.date, ahead);
    const weekday = (here.weekday + ahead) % 7;
    const span = spanFor(hours, special, date, weekday);
    if (!span) continue;
    const start = toMinutes(span.start);
    const end = toMinutes(span.end);
    if (ahead === 0 && here.minutes >= start && here.minutes < end) {
      return { open: true, closesAt: formatClock(span.end) };
    }
    if (ahead > 0 || here.minutes < start) {
      return {
        open: false,
        opensAt: { day: ahead === 0 ? 'Today' : dayShort(weekday), time: formatClock(span.start) },
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
  return { start: entry.start_hour, end: entry.end_hour };
}

/** Calendar arithmetic on ISO dates (UTC noon avoids any DST edge). */
function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
