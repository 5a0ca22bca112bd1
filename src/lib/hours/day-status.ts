import type { LocationType, OpeningHour } from '../config/index.ts';
import { formatTimeRange } from './clock.ts';
import { isWeekend } from './days.ts';

export type DayKind = 'open' | 'closed' | 'appointment';

/** What one day reads in an hours list. */
export interface DayStatus {
  text: string;
  kind: DayKind;
}

export interface WeekendRules {
  /** The location's type; 'By appointment only' applies to sales and service only. */
  locationType: LocationType;
  /** config.by_appointment_weekends. */
  byAppointmentWeekends: readonly LocationType[];
}

export const CLOSED = 'Closed';
export const BY_APPOINTMENT = 'By appointment only';
export const ENQUIRE_NOW = 'Enquire Now';

/** The first Open entry for a day; a day without one is closed. */
export function openEntry(hours: readonly OpeningHour[], day: number): OpeningHour | undefined {
  return hours.find((h) => h.weekday === day && h.status === 'Open' && h.start_hour && h.end_hour);
}

/** One day's text: its times, 'Closed', or 'By appointment only' for configured closed weekends. */
export function dayStatus(
  hours: readonly OpeningHour[],
  day: number,
  rules?: WeekendRules,
): DayStatus {
  const entry = openEntry(hours, day);
  if (entry?.start_hour && entry.end_hour) {
    return { text: formatTimeRange(entry.start_hour, entry.end_hour), kind: 'open' };
  }
  if (rules && isWeekend(day) && rules.byAppointmentWeekends.includes(rules.locationType)) {
    return { text: BY_APPOINTMENT, kind: 'appointment' };
  }
  return { text: CLOSED, kind: 'closed' };
}
