/** IANA zone per Australian state/territory (abbreviation or full name) so DST is right. */
const AU_STATE_ZONES: Record<string, string> = {
  nsw: 'Australia/Sydney',
  'new south wales': 'Australia/Sydney',
  act: 'Australia/Sydney',
  'australian capital territory': 'Australia/Sydney',
  vic: 'Australia/Melbourne',
  victoria: 'Australia/Melbourne',
  tas: 'Australia/Hobart',
  tasmania: 'Australia/Hobart',
  qld: 'Australia/Brisbane',
  queensland: 'Australia/Brisbane',
  sa: 'Australia/Adelaide',
  'south australia': 'Australia/Adelaide',
  nt: 'Australia/Darwin',
  'northern territory': 'Australia/Darwin',
  wa: 'Australia/Perth',
  'western australia': 'Australia/Perth',
};

/** The time zone a location keeps its hours in; any New Zealand location is on Auckland time. */
export function timeZoneFor(state: string, country: 'AU' | 'NZ'): string {
  if (country === 'NZ') return 'Pacific/Auckland';
  return AU_STATE_ZONES[state.trim().toLowerCase()] ?? 'Australia/Sydney';
}

export interface ZonedMoment {
  /** "YYYY-MM-DD" in that zone. */
  date: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes after local midnight. */
  minutes: number;
}

const WEEKDAY_INDEX: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

/** Formatters by zone: building an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date, weekday and time of an instant in a zone. */
export function zonedMoment(now: Date, timeZone: string): ZonedMoment {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: WEEKDAY_INDEX[part('weekday')] ?? 0,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}
