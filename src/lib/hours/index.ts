export { formatClock, formatTimeRange, toMinutes } from './clock.ts';
export {
  DAY_LONG,
  DAY_SHORT,
  WEEKDAYS,
  WEEKEND,
  dayRangeLabel,
  dayShort,
  isWeekend,
} from './days.ts';
export { BY_APPOINTMENT, CLOSED, ENQUIRE_NOW, dayStatus, openEntry } from './day-status.ts';
export type { DayKind, DayStatus, WeekendRules } from './day-status.ts';
export { cardHoursLines, groupDays, weekHoursLines } from './hours-lines.ts';
export type { HoursLine, HoursOptions } from './hours-lines.ts';
export { formatDayMonthYear, holidayRows } from './holiday-hours.ts';
export type { HolidayRow } from './holiday-hours.ts';
export { locationHoursOptions, locationOpeningHours } from './location-hours.ts';
export { openStatus } from './open-status.ts';
export type { OpenStatus } from './open-status.ts';
export { timeZoneFor, zonedMoment } from './time-zone.ts';
export type { ZonedMoment } from './time-zone.ts';
export { openNowData, openNowLine, openNowText } from './open-now.ts';
export type { OpenNowData } from './open-now.ts';
