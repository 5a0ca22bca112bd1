/**
 * Retry-After (RFC 9110 §10.2.3): a number of seconds, or an HTTP date in any of the three forms
 * a recipient must accept. Parsed by hand rather than with Date.parse, which reads the asctime
 * form in the machine's own time zone.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const TIME = '(\\d{2}):(\\d{2}):(\\d{2})';
/** 'Sun, 06 Nov 1994 08:49:37 GMT' (the preferred IMF-fixdate). */
const IMF_FIXDATE = new RegExp(`^[a-z]{3}, (\\d{2}) ([a-z]{3}) (\\d{4}) ${TIME} GMT$`, 'i');
/** 'Sunday, 06-Nov-94 08:49:37 GMT' (obsolete RFC 850). */
const RFC_850 = new RegExp(`^[a-z]+, (\\d{2})-([a-z]{3})-(\\d{2}) ${TIME} GMT$`, 'i');
/** 'Sun Nov  6 08:49:37 1994' (obsolete asctime, always GMT). */
const ASCTIME = new RegExp(`^[a-z]{3} ([a-z]{3}) ([ \\d]\\d) ${TIME} (\\d{4})$`, 'i');

function utc(year: number, month: string, day: number, h: string, m: string, s: string) {
  const monthIndex = MONTHS.indexOf(month.toLowerCase());
  if (monthIndex < 0) return undefined;
  const at = Date.UTC(year, monthIndex, day, Number(h), Number(m), Number(s));
  return Number.isNaN(at) ? undefined : at;
}

/** The instant an HTTP date names, in ms since the epoch; undefined when it is not one. */
export function parseHttpDate(value: string): number | undefined {
  const imf = IMF_FIXDATE.exec(value);
  if (imf) {
    const [, day = '', month = '', year = '', h = '', m = '', s = ''] = imf;
    return utc(Number(year), month, Number(day), h, m, s);
  }
  const rfc850 = RFC_850.exec(value);
  if (rfc850) {
    const [, day = '', month = '', yy = '', h = '', m = '', s = ''] = rfc850;
    // Two-digit years: RFC 9110 reads one more than 50 years ahead as the past century's.
    const year = Number(yy) < 70 ? 2000 + Number(yy) : 1900 + Number(yy);
    return utc(year, month, Number(day), h, m, s);
  }
  const asctime = ASCTIME.exec(value);
  if (asctime) {
    const [, month = '', day = '', h = '', m = '', s = '', year = ''] = asctime;
    return utc(Number(year), month, Number(day.trim()), h, m, s);
  }
  return undefined;
}

/**
 * How long a receiver asked us to wait, in ms: undefined when the header is missing or
 * unreadable (the retry policy then decides alone), 0 for a date already past.
 */
export function retryAfterMs(header: string | null | undefined, now: Date): number | undefined {
  const value = header?.trim() ?? '';
  if (value === '') return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = parseHttpDate(value);
  return at === undefined ? undefined : Math.max(0, at - now.getTime());
}
