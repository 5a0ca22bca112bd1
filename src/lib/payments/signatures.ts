/**
 * The providers' message-signature formats (the HMACs themselves are computed in
 * src/server/api/payments/signatures.ts): Stripe's webhook signature header
 * (https://docs.stripe.com/webhooks#verify-manually) and Till's gateway string to sign (API v3).
 */

/** Stripe's default: a webhook signed more than five minutes ago is refused as a replay. */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

/** `t=…,v1=…[,v1=…][,v0=…]` → its timestamp and v1 signatures (other schemes ignored). */
export function parseStripeSignature(
  header: string,
): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 1) return null;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't') timestamp = /^\d{1,12}$/.test(value) ? Number(value) : null;
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || !signatures.length ? null : { timestamp, signatures };
}

/** What Stripe signs: the timestamp, a dot, and the exact payload bytes. */
export function stripeSignedPayload(timestamp: number, payload: string): string {
  return `${timestamp}.${payload}`;
}

/** A signature's time within the tolerance of now, either side (clocks drift both ways). */
export function withinTolerance(
  timestamp: number,
  nowSeconds: number,
  toleranceSeconds: number,
): boolean {
  return Math.abs(nowSeconds - timestamp) <= toleranceSeconds;
}

/** Till's string to sign: method, hex SHA-512 of the body, content type, date, request URI. */
export function tillStringToSign(request: {
  method: string;
  bodySha512Hex: string;
  contentType: string;
  date: string;
  requestUri: string;
}): string {
  return [
    request.method,
    request.bodySha512Hex,
    request.contentType,
    request.date,
    request.requestUri,
  ].join('\n');
}
