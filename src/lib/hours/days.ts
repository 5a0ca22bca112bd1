/** Spec: weekday 0 is Sunday … 6 Saturday. */
export const DAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const DAY_LONG = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Spec §9: weekday range 1 to 5; weekend 0 and 6. */
export const WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];
export const WEEKEND: readonly number[] = [0, 6];

export function isWeekend(day: number): boolean {
  return WEEKEND.includes(day);
}

export function dayShort(day: number): string {
  return DAY_SHORT[day] ?? '';
}

/** "Mon" for one day, "Mon - Fri" for a run. */
export function dayRangeLabel(first: number, last: number): string {
  return first === last ? dayShort(first) : `${dayShort(first)} - ${dayShort(last)}`;
}
