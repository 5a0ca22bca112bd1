import type { OpeningHour, SpecialHour } from '../config/index.ts';
import { toMinutes } from '../hours/clock.ts';
import { openEntry } from '../hours/day-status.ts';

/** Minutes after midnight a location opens and closes on one date. */
export interface OpenSpan {
  start: number;
  end: number;
}

/**
 * A date's opening span: its special-hours entry when it has one (a holiday closed, or a
 * shortened day), else the weekday's usual hours. Undefined when closed, or when the hours
 * end before they start (a location is never open past midnight here).
 */
export function openSpan(
  openingHours: readonly OpeningHour[],
  specialHours: readonly SpecialHour[],
  date: string,
  weekday: number,
): OpenSpan | undefined {
  const entry = specialHours.find((s) => s.date === date) ?? openEntry(openingHours, weekday);
  if (!entry || entry.status !== 'Open' || !entry.start_hour || !entry.end_hour) return undefined;
  const span = { start: toMinutes(entry.start_hour), end: toMinutes(entry.end_hour) };
  return span.end > span.start ? span : undefined;
}
