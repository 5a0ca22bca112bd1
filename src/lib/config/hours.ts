import { z } from 'astro/zod';
import { clockTime, isoDate } from './primitives.ts';

const OPEN_DAY_NEEDS_TIMES = 'an Open day needs start_hour and end_hour';

/**
 * Spec "Opening hour entry": weekday 0 Sunday … 6 Saturday. The spec's own names are accepted
 * beside ours — `open`/`close` for start_hour/end_hour and `formated_hours` (the spec's
 * spelling), the day as text — and folded into start_hour/end_hour here, so the rest of the
 * code reads one shape. Two names for one time must agree.
 */
export const openingHour = z
  .strictObject({
    weekday: z.number().int().min(0).max(6),
    status: z.enum(['Open', 'Closed']),
    start_hour: clockTime.optional(),
    end_hour: clockTime.optional(),
    open: clockTime.optional(),
    close: clockTime.optional(),
    formated_hours: z.string().optional(),
  })
  .transform((entry, ctx) => {
    const problems: { path: string; message: string }[] = [];
    const text =
      entry.formated_hours === undefined ? undefined : parseFormattedHours(entry.formated_hours);
    if (text === 'unreadable') {
      problems.push({
        path: 'formated_hours',
        message: 'must read like "8:30am - 5:30pm" or "Closed"',
      });
    } else if (text === 'closed' && entry.status === 'Open') {
      problems.push({ path: 'formated_hours', message: 'says "Closed" but status is "Open"' });
    } else if (text && text !== 'closed' && entry.status === 'Closed') {
      problems.push({ path: 'formated_hours', message: 'gives hours but status is "Closed"' });
    }
    const times = text && text !== 'closed' && text !== 'unreadable' ? text : undefined;
    const start = agreed(
      [
        ['start_hour', entry.start_hour],
        ['open', entry.open],
        ['formated_hours', times?.start],
      ],
      problems,
    );
    const end = agreed(
      [
        ['end_hour', entry.end_hour],
        ['close', entry.close],
        ['formated_hours', times?.end],
      ],
      problems,
    );
    if (entry.status === 'Open' && (!start || !end) && problems.length === 0) {
      problems.push({
        path: '',
        message: `${OPEN_DAY_NEEDS_TIMES} (or open and close, or formated_hours)`,
      });
    }
    for (const p of problems) {
      ctx.addIssue({ code: 'custom', path: p.path ? [p.path] : [], message: p.message });
    }
    if (problems.length) return z.NEVER;
    return {
      weekday: entry.weekday,
      status: entry.status,
      ...(start ? { start_hour: start } : {}),
      ...(end ? { end_hour: end } : {}),
    };
  });

/** The one time several fields give, or a problem naming the field that disagrees with the first. */
function agreed(
  sources: [field: string, time: string | undefined][],
  problems: { path: string; message: string }[],
): string | undefined {
  const given = sources.filter((s): s is [string, string] => s[1] !== undefined);
  const [first] = given;
  if (!first) return undefined;
  for (const [field, time] of given.slice(1)) {
    if (time !== first[1])
      problems.push({ path: field, message: `gives ${time}, but ${first[0]} is ${first[1]}` });
  }
  return first[1];
}

const TIME_TEXT = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?$/i;

/**
 * The spec's `formated_hours` text: "Closed", or a range such as "8:30am - 5:30pm",
 * "8:30 AM – 5:30 PM", "8am-5pm" or "08:30 - 17:30", as 24-hour "HH:MM" times.
 */
export function parseFormattedHours(
  text: string,
): { start: string; end: string } | 'closed' | 'unreadable' {
  const trimmed = text.trim();
  if (/^closed$/i.test(trimmed)) return 'closed';
  const parts = trimmed.split(/\s*(?:-|–|—|to)\s*/i);
  if (parts.length !== 2) return 'unreadable';
  const start = clockFromText(parts[0] ?? '');
  const end = clockFromText(parts[1] ?? '');
  return start && end ? { start, end } : 'unreadable';
}

function clockFromText(text: string): string | undefined {
  const match = TIME_TEXT.exec(text.trim());
  if (!match) return undefined;
  const [, hText = '', mText = '00', suffix] = match;
  let hour = Number(hText);
  const minute = Number(mText);
  if (minute > 59) return undefined;
  if (suffix) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (suffix.toLowerCase() === 'pm' ? 12 : 0);
  } else if (hour > 23) {
    return undefined;
  }
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Spec "Special (holiday) hours entry". */
export const specialHour = z
  .strictObject({
    date: isoDate,
    name: z.string().optional(),
    status: z.enum(['Open', 'Closed']),
    start_hour: clockTime.optional(),
    end_hour: clockTime.optional(),
  })
  .refine((h) => h.status === 'Closed' || (h.start_hour && h.end_hour), {
    message: OPEN_DAY_NEEDS_TIMES,
  });

export type OpeningHour = z.infer<typeof openingHour>;
export type SpecialHour = z.infer<typeof specialHour>;
