/**
 * Takes e-mail addresses, phone-like numbers and URLs' `key=` secrets out of free text before it
 * is logged: error messages and stacks can quote what a shopper typed or a URL called, and a
 * log line must never hold either.
 * Runs of 8 or more digits (with spaces, dots, dashes, brackets or a leading +) count as a
 * number (ISO dates excepted), which catches AU/NZ phones and dotted IPv4 addresses alike.
 */
const EMAIL = /[\w.!#$%&'*+=?^`{|}~-]+@(?:[a-z0-9-]+\.)+[a-z]{2,}/gi;
const NUMBER_RUN = /\+?\d[\d\s().-]{6,}\d/g;
const MIN_DIGITS = 8;
/** An ISO date is not a phone number, and dates are worth keeping in a log. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A URL's `key=` parameter (Google's API key, say) is a secret, wherever a URL gets quoted. */
const KEY_PARAMETER = /([?&](?:api_?)?key=)[^&#\s"']+/gi;

export function scrubPersonalData(text: string): string {
  if (!/[@\d]|key=/i.test(text)) return text;
  // Each pattern only where it can match: every request line's path goes through here.
  let scrubbed = /key=/i.test(text) ? text.replace(KEY_PARAMETER, '$1[redacted]') : text;
  if (scrubbed.includes('@')) scrubbed = scrubbed.replace(EMAIL, '[email]');
  return scrubbed.replace(NUMBER_RUN, (run) =>
    run.replace(/\D/g, '').length >= MIN_DIGITS && !ISO_DATE.test(run) ? '[number]' : run,
  );
}

/** Fields that hold a shopper's details or a request's raw parts: never logged, at any depth. */
export const PERSONAL_FIELDS: ReadonlySet<string> = new Set([
  ...['name', 'last_name', 'first_name', 'email', 'phone', 'mobile', 'postcode', 'address'],
  ...['body', 'headers', 'cookie', 'cookies', 'ip', 'ips', 'remoteAddress', 'query'],
]);

/**
 * A value about to be logged, made safe: personal fields censored, every other string
 * scrubbed (objects and arrays are copied, the original is left alone).
 */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubPersonalData(value);
  // Errors go to the err serializer, which scrubs their text itself.
  if (depth > 6 || value === null || typeof value !== 'object' || value instanceof Error) {
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      PERSONAL_FIELDS.has(key) ? '[redacted]' : scrubValue(item, depth + 1),
    ]),
  );
}
