/**
 * Reading the platform API's answers (issue 14 contract): every refusal carries
 * `{ error: "<message a shopper can read>" }`, which is what the shopper is shown (spec §8
 * "Watchlist failure: alert with the error message").
 */

/** When an answer has no message of its own (a proxy's error page, a dropped connection). */
export const UNREACHABLE_MESSAGE =
  'We could not reach the server. Check your connection and try again.';
export const UNEXPECTED_MESSAGE = 'Something went wrong. Please try again.';

/** The `error` an answer body carries, or the fallback when it has none. */
export function answerError(body: unknown, fallback = UNEXPECTED_MESSAGE): string {
  if (typeof body === 'object' && body !== null) {
    const { error } = body as Record<string, unknown>;
    if (typeof error === 'string' && error.trim() !== '') return error.trim();
  }
  return fallback;
}

/** A field's own message from a 422 answer's `fields`, if it has one. */
export function fieldError(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { fields } = body as Record<string, unknown>;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const message = (fields as Record<string, unknown>)[field];
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
