/**
 * The providers' signatures computed and checked (formats in src/lib/payments/signatures.ts),
 * compared in constant time.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  parseStripeSignature,
  STRIPE_SIGNATURE_TOLERANCE_S,
  stripeSignedPayload,
  tillStringToSign,
  withinTolerance,
} from '../../../lib/payments/index.ts';

export type SignatureCheck =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'stale' };

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function stripeSignatureFor(payload: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(stripeSignedPayload(timestamp, payload)).digest('hex');
}

/**
 * Verifies a Stripe-Signature header against the exact bytes received: any v1 signature that
 * is HMAC-SHA256(secret, "<t>.<payload>"), and t within the tolerance of now.
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
  if (!withinTolerance(parsed.timestamp, nowSeconds, toleranceSeconds))
    return { ok: false, reason: 'stale' };
  return { ok: true, timestamp: parsed.timestamp };
}

/** Till's request signature: base64(HMAC-SHA512(shared secret, string to sign)). */
export function tillSignature(
  sharedSecret: string,
  request: { method: string; body: string; contentType: string; date: string; requestUri: string },
): string {
  const bodySha512Hex = createHash('sha512').update(request.body).digest('hex');
  return createHmac('sha512', sharedSecret)
    .update(tillStringToSign({ ...request, bodySha512Hex }))
    .digest('base64');
}

/** SHA-256 (hex) of a checkout request's canonical text (checkoutRequestText). */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
