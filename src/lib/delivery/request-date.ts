import { zonedMoment } from '../hours/time-zone.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as ISO 8601 local time in a zone with its UTC offset ('2026-03-14T09:05:00+11:00'),
 * as ADF's requestdate asks: the dealer reads the time the shopper wrote in, daylight saving
 * included, and a CRM can still place it exactly.
 */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const { date, minutes, seconds } = zonedMoment(instant, timeZone);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000 + seconds * 1000;
  const offsetMinutes = Math.round((wall - wholeSeconds) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const time = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:${pad(seconds)}`;
  return `${date}T${time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
