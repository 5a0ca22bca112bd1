/**
 * What makes two checkout requests "the same" for an Idempotency-Key: the route, the dealer,
 * the car and the shopper's details, with object keys in a fixed order (a retried fetch may
 * serialise them otherwise) and text trimmed as the forms trim it. A retry of the same
 * attempt replays the first answer; the same key with other details is a conflict.
 */
/** The page makes a UUID per attempt; anything from 8 to 255 visible ASCII is accepted. */
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && KEY_PATTERN.test(value);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  if (typeof value === 'string') return JSON.stringify(value.trim());
  return JSON.stringify(value) ?? 'null';
}

/** The request as one canonical text; the server stores its SHA-256 (sha256Hex). */
export function checkoutRequestText(
  route: string,
  tenant: string,
  carId: number,
  body: Readonly<Record<string, unknown>>,
): string {
  return `${route}\n${tenant}\n${carId}\n${canonical(body)}`;
}
