/**
 * Quiet hours for watch alerts: nothing is texted or mailed between 9 pm and 8 am in the
 * dealer's time zone. An alert due then waits for 8 am local time; the zone's daylight-saving
 * changes (2-3 am in Australia and New Zealand) never move 8 am itself.
 */
import { zonedMoment } from '../hours/zoned-moment.ts';

export interface QuietHours {
  /** Minutes after local midnight the quiet starts (21:00). */
  startMinutes: number;
  /** Minutes after local midnight it ends (08:00). */
  endMinutes: number;
}

export const ALERT_QUIET_HOURS: QuietHours = { startMinutes: 21 * 60, endMinutes: 8 * 60 };

/** Whether an instant falls in the quiet hours of a zone. */
export function inQuietHours(at: Date, timeZone: string, quiet = ALERT_QUIET_HOURS): boolean {
  const { minutes } = zonedMoment(at, timeZone);
  return minutes >= quiet.startMinutes || minutes < quiet.endMinutes;
}

/** The first moment at or after `at` an alert may be sent: `at` itself outside quiet hours. */
export function alertSendTime(at: Date, timeZone: string, quiet = ALERT_QUIET_HOURS): Date {
  if (!inQuietHours(at, timeZone, quiet)) return at;
  const { date, minutes } = zonedMoment(at, timeZone);
  const day = minutes >= quiet.startMinutes ? nextDate(date) : date;
  return zonedInstant(day, quiet.endMinutes, timeZone);
}

/** "YYYY-MM-DD" plus one day. */
function nextDate(date: string): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The instant a zone's clocks show `minutes` after midnight on `date`: guessed as if the zone
 * were UTC, then moved by the zone's offset at the guess, twice (the second pass settles a
 * guess that fell on the other side of a daylight-saving change).
 */
function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const wanted = Date.parse(`${date}T00:00:00.000Z`) + minutes * 60_000;
  let instant = wanted;
  for (let pass = 0; pass < 2; pass++) {
    const shown = zonedMoment(new Date(instant), timeZone);
    const shownAsUtc = Date.parse(`${shown.date}T00:00:00.000Z`) + shown.minutes * 60_000;
    instant += wanted - shownAsUtc;
  }
  return new Date(instant);
}
