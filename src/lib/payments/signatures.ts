/**
 * The providers' message signatures, checked and made with HMAC and compared in constant time:
 * Stripe's webhook signature (https://docs.stripe.com/webhooks#verify-manually) and Till's
 * gateway request signature (API v3).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default: a webhook signed more than five minutes ago is refused as a replay. */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

export type SignatureCheck =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'stale' };

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

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

export function stripeSignatureFor(payload: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
}

/**
 * Verifies a Stripe-Signature header against the exact bytes received: any v1 signature that
 * is HMAC-SHA256(secret, "<t>.<payload>"), and t within the tolerance of now (either side).
 */
export function verifyStripeSignature(
  header: string | undefined,
  payload: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = STRIPE_SIGNATURE_TOLERANCE_S,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const parsed = parseStripeSignature(header);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const expected = stripeSignatureFor(payload, secret, parsed.timestamp);
  if (!parsed.signatures.some((signature) => sameText(signature, expected))) {
    return { ok: false, reason: 'mismatch' };
  }
  if (Math.abs(nowSeconds - parsed.timestamp) > toleranceSeconds)
    return { ok: false, reason: 'stale' };
  return { ok: true, timestamp: parsed.timestamp };
}

/**
 * Till's request signature: base64(HMAC-SHA512(shared secret, method, hex SHA-512 of the body,
 * content type, date and request URI joined by newlines)).
 */
export function tillSignature(
  sharedSecret: string,
  request: { method: string; body: string; contentType: string; date: string; requestUri: string },
): string {
  const bodyHash = createHash('sha512').update(request.body).digest('hex');
  const message = [
    request.method,
    bodyHash,
    request.contentType,
    request.date,
    request.requestUri,
  ].join('\n');
  return createHmac('sha512', sharedSecret).update(message).digest('base64');
}
