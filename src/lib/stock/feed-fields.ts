/**
 * Field types for the stock feed schema: each accepts the loose forms dealer systems write
 * (numbers as "$45,990", booleans as "Yes") and explains itself when it cannot.
 */
import { z } from 'astro/zod';
import { parseBooleanish } from './text-classify.ts';

/** "$45,990" → 45990; anything that is not plainly a number is left for zod to reject. */
function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const digits = value.replace(/[\s,$]/g, '');
  return /^-?\d+(\.\d+)?$/.test(digits) ? Number(digits) : value;
}

/** How a value a field did not expect reads in a message: `"forecourt-stock/9"`, `an object`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  }
  return String(value);
}

/** zod reports a missing field as a type error; say "is required" instead. */
const orRequired = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : message;

const NOT_A_NUMBER = orRequired('must be a number such as 45990 or "45,990"');
export const number = (min: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: NOT_A_NUMBER })
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
  );
export const integer = (min: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: NOT_A_NUMBER })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
  );

/** Text, with numbers accepted (stock numbers are often numeric) and runs of spaces collapsed. */
export const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: orRequired('must be text') })
      .trim()
      .max(max, `must be at most ${max} characters`)
      .transform((s) => (/\s\s|[^\S ]/.test(s) ? s.replace(/\s+/g, ' ') : s)),
  );
export const requiredText = (max: number) => text(max).refine((s) => s !== '', 'must not be empty');

export const boolean = z.preprocess(
  (v) => parseBooleanish(v) ?? v,
  z.boolean({ error: orRequired('must be true or false (or "yes"/"no")') }),
);

/** A word from a small vocabulary, with the synonyms `parse` understands. */
export function vocabulary<T extends string>(
  values: readonly [T, ...T[]],
  parse: (s: string) => T | null,
  hint: string,
) {
  const exact: readonly unknown[] = values;
  return z.preprocess(
    (v) => (typeof v !== 'string' || exact.includes(v) ? v : (parse(v) ?? v)),
    z.enum(values, { error: orRequired(`must be ${hint}`) }),
  );
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2}))?$/;
/** Date-times need a zone so a feed means the same instant wherever the build runs. */
export const timestamp = z
  .string({ error: orRequired('must be an ISO 8601 date or date-time') })
  .trim()
  .refine(
    (s) => ISO_TIMESTAMP.test(s) && !Number.isNaN(Date.parse(s)),
    'must be an ISO 8601 date ("2026-03-01") or date-time with zone ("2026-03-01T09:30:00+10:00")',
  )
  .transform((s) => new Date(s).toISOString());

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;
const DAY_FIRST_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * "2026-08-31", "2026-08-31T00:00:00+12:00" (the date as written) or the day-first
 * "31/08/2026" AU and NZ systems write → "2026-08-31"; anything else is left for zod to reject.
 */
function toCalendarDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const iso = ISO_DATE.exec(text);
  const dayFirst = iso ? null : DAY_FIRST_DATE.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]]
      : [];
  if (!year || !month || !day) return value;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // Date.UTC rolls 31/02 over into March; such a date is a typo, not a day.
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return value;
  return date.toISOString().slice(0, 10);
}

/** A calendar day (an expiry date, not an instant), kept as YYYY-MM-DD. */
export const calendarDate = z.preprocess(
  toCalendarDate,
  z
    .string({ error: orRequired('must be a date such as "2026-08-31" or "31/08/2026"') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as "2026-08-31" or "31/08/2026"'),
);

/** A year, or a date of which only the year is kept: 2019, "2019", "2019-03-14", "14/03/2019". */
export const yearOrDate = z.preprocess(
  (value) => {
    const date = toCalendarDate(value);
    return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? Number(date.slice(0, 4))
      : value;
  },
  integer(1900, 2100),
);

export const vin = z.preprocess(
  (v) => (typeof v === 'string' ? v.toUpperCase().replace(/[\s-]/g, '') : v),
  z
    .string({ error: 'must be text' })
    .regex(
      /^([A-HJ-NPR-Z0-9]{17}|[A-Z0-9]{5,16})$/,
      'must be a 17-character VIN (no I, O or Q) or a chassis number of 5–16 letters and digits',
    ),
);

export const dealerSlug = z
  .string({ error: 'must be text' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');

export const imageEntry = z.union(
  [z.string(), z.object({ url: z.string(), thumb: z.string().optional() })],
  { error: 'must be a URL or { "url": …, "thumb": … }' },
);
