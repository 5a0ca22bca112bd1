import type { OpeningHour } from '../config/index.ts';
import { dayRangeLabel, dayShort, WEEKDAYS } from './days.ts';
import { dayStatus, ENQUIRE_NOW, type DayKind, type WeekendRules } from './day-status.ts';

/** One row of an hours list: "Mon - Fri" · "8:00am - 5:30pm". */
export interface HoursLine {
  days: string;
  text: string;
  kind: DayKind | 'enquire';
  /** Only on an 'enquire' line: where 'Enquire Now' points. */
  href?: string;
}

export interface HoursOptions extends Partial<WeekendRules> {
  /** A location's weekend_enquiry_path: one 'Enquire Now' line replaces the weekend lines. */
  weekendEnquiryPath?: string | undefined;
}

/**
 * Consecutive days (in the order given) that read the same are grouped into one line, so
 * Mon–Fri collapse to "Mon - Fri" when all five share times, else "Mon - Wed", "Thu", ….
 */
export function groupDays(
  hours: readonly OpeningHour[],
  days: readonly number[],
  rules?: WeekendRules,
): HoursLine[] {
  const lines: HoursLine[] = [];
  let run: { first: number; last: number; text: string; kind: DayKind } | undefined;
  const flush = () => {
    if (run)
      lines.push({ days: dayRangeLabel(run.first, run.last), text: run.text, kind: run.kind });
  };
  for (const day of days) {
    const status = dayStatus(hours, day, rules);
    if (run && run.text === status.text) {
      run.last = day;
      continue;
    }
    flush();
    run = { first: day, last: day, ...status };
  }
  flush();
  return lines;
}

/** Footer/contact hours: grouped weekday lines, then a Sat line and a Sun line. */
export function weekHoursLines(
  hours: readonly OpeningHour[],
  options: HoursOptions = {},
): HoursLine[] {
  const rules = weekendRules(options);
  const weekend = options.weekendEnquiryPath
    ? [enquireLine(options.weekendEnquiryPath)]
    : [6, 0].map((day) => ({ days: dayShort(day), ...dayStatus(hours, day, rules) }));
  return [...groupDays(hours, WEEKDAYS, rules), ...weekend];
}

/** Location card hours (spec: "Mon-Sat and Sunday"): Mon–Sat grouped, then Sunday. */
export function cardHoursLines(
  hours: readonly OpeningHour[],
  options: HoursOptions = {},
): HoursLine[] {
  const rules = weekendRules(options);
  if (options.weekendEnquiryPath) {
    return [...groupDays(hours, WEEKDAYS, rules), enquireLine(options.weekendEnquiryPath)];
  }
  return [...groupDays(hours, [...WEEKDAYS, 6], rules), ...groupDays(hours, [0], rules)];
}

function enquireLine(href: string): HoursLine {
  return { days: dayRangeLabel(6, 0), text: ENQUIRE_NOW, kind: 'enquire', href };
}

function weekendRules(options: HoursOptions): WeekendRules | undefined {
  if (!options.locationType) return undefined;
  return {
    locationType: options.locationType,
    byAppointmentWeekends: options.byAppointmentWeekends ?? [],
  };
}
