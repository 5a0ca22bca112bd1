import { zonedMoment } from '../hours/time-zone.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A wall-clock moment in some zone: "YYYY-MM-DD" and minutes after that day's midnight. */
export interface LocalDateTime {
  date: string;
  minutes: number;
}

/** 570 minutes after midnight → "09:30". */
export function clockTime(minutes: number): string {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}`;
}

/** "2026-03-16" plus 570 minutes → "2026-03-16T09:30", the form a slot is submitted in. */
export function formatLocalDateTime({ date, minutes }: LocalDateTime): string {
  return `${date}T${clockTime(minutes)}`;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::00(?:\.0{1,3})?)?$/;

/**
 * Reads "YYYY-MM-DDTHH:MM" (seconds allowed when zero, as a browser's datetime-local may send
 * them); anything else, an offset or a calendar date that does not exist, is undefined.
 */
export function parseLocalDateTime(value: string): LocalDateTime | undefined {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = value.slice(0, 10);
  if (isoDate(Date.UTC(y, mo - 1, d)) !== date) return undefined;
  return { date, minutes: h * 60 + mi };
}

function isoDate(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

/** Calendar arithmetic on ISO dates, at UTC noon so no daylight-saving edge is near. */
export function addDays(date: string, days: number): string {
  return isoDate(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS);
}

/** 0 Sunday … 6 Saturday for an ISO date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** Wall-clock time as if it were UTC, in ms: what an instant reads as in a zone. */
function wallMs({ date, minutes }: LocalDateTime): number {
  return Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
}

/** How far a zone's clocks are ahead of UTC at an instant (whole minutes, as every zone is). */
function offsetAt(instantMs: number, timeZone: string): number {
  const floored = Math.floor(instantMs / MINUTE_MS) * MINUTE_MS;
  return wallMs(zonedMoment(new Date(floored), timeZone)) - floored;
}

/**
 * The instant a zone's clocks read a wall-clock time. Undefined when they never do (the hour
 * skipped when daylight saving starts); the earlier instant when they do twice (the hour
 * repeated when it ends). A zone changes its offset at most once within a day either side,
 * so the offsets a day before and a day after are the only candidates.
 */
export function zonedInstant(local: LocalDateTime, timeZone: string): number | undefined {
  const wall = wallMs(local);
  const candidates = [offsetAt(wall - DAY_MS, timeZone), offsetAt(wall + DAY_MS, timeZone)]
    .map((offset) => wall - offset)
    .filter((instant) => offsetAt(instant, timeZone) === wall - instant);
  return candidates.length > 0 ? Math.min(...candidates) : undefined;
}
