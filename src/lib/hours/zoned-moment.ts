/**
 * Wall-clock time of an instant in an IANA zone. Kept apart from the market tables
 * (time-zone.ts) because the browser's 'Open now' script needs only this.
 */

export interface ZonedMoment {
  /** "YYYY-MM-DD" in that zone. */
  date: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes after local midnight. */
  minutes: number;
  /** Seconds into that minute. */
  seconds: number;
}

const WEEKDAY_INDEX: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

/** Formatters by zone: building an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date, weekday and time of an instant in a zone. */
export function zonedMoment(now: Date, timeZone: string): ZonedMoment {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: WEEKDAY_INDEX[part('weekday')] ?? 0,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
    seconds: Number(part('second')),
  };
}
