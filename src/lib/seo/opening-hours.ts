import type { OpeningHour, SpecialHour } from '../config/index.ts';
import { DAY_LONG as DAY_NAMES } from '../hours/days.ts';
import type { JsonLdNode } from './json-ld-types.ts';

const WEEKDAYS = [1, 2, 3, 4, 5] as const;

interface Interval {
  opens: string;
  closes: string;
}

/**
 * Spec §9: weekday 1 stands for Mon–Fri, then 6 Saturday, then 0 Sunday. When all five
 * weekdays share their hours they become one entry for Monday…Friday; otherwise each open
 * weekday gets its own. Closed days are omitted (schema.org: absent means closed).
 * Data listing weekday 1 alone (no Tue–Fri entries at all) is the short form: 1 means Mon–Fri.
 */
export function openingHoursSpecification(hours: readonly OpeningHour[]): JsonLdNode[] {
  const byDay = intervalsByDay(hours);
  const shortForm = WEEKDAYS.slice(1).every((day) => !hours.some((h) => h.weekday === day));
  const monday = byDay[1] ?? [];
  const weekdaysShare =
    monday.length > 0 &&
    (shortForm || WEEKDAYS.every((day) => sameIntervals(byDay[day] ?? [], monday)));

  const entries: JsonLdNode[] = [];
  if (weekdaysShare) {
    entries.push(
      ...monday.map((i) =>
        spec(
          WEEKDAYS.map((d) => DAY_NAMES[d]),
          i,
        ),
      ),
    );
  } else {
    for (const day of WEEKDAYS)
      entries.push(...(byDay[day] ?? []).map((i) => spec(DAY_NAMES[day], i)));
  }
  for (const day of [6, 0] as const)
    entries.push(...(byDay[day] ?? []).map((i) => spec(DAY_NAMES[day], i)));
  return entries;
}

/**
 * Holiday hours as dated specifications. A closed day opens and closes at 00:00, the
 * schema.org convention for "closed all day".
 */
export function specialOpeningHoursSpecification(special: readonly SpecialHour[]): JsonLdNode[] {
  return [...special]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((s) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: s.date,
      validThrough: s.date,
      opens: s.status === 'Open' && s.start_hour ? s.start_hour : '00:00',
      closes: s.status === 'Open' && s.end_hour ? s.end_hour : '00:00',
    }));
}

function intervalsByDay(hours: readonly OpeningHour[]): Partial<Record<number, Interval[]>> {
  const out: Partial<Record<number, Interval[]>> = {};
  for (const h of hours) {
    if (h.status !== 'Open' || !h.start_hour || !h.end_hour) continue;
    (out[h.weekday] ??= []).push({ opens: h.start_hour, closes: h.end_hour });
  }
  for (const list of Object.values(out)) list?.sort((a, b) => a.opens.localeCompare(b.opens));
  return out;
}

function sameIntervals(a: readonly Interval[], b: readonly Interval[]): boolean {
  return (
    a.length === b.length && a.every((x, i) => x.opens === b[i]?.opens && x.closes === b[i]?.closes)
  );
}

function spec(dayOfWeek: string | string[], interval: Interval): JsonLdNode {
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek,
    opens: interval.opens,
    closes: interval.closes,
  };
}
