import { describe, expect, it } from 'vitest';
import { checkoutRequestText, isIdempotencyKey } from '../../../src/lib/payments/idempotency.ts';
import { sha256Hex } from '../../../src/server/api/payments/signatures.ts';

const checkoutRequestHash = (...args: Parameters<typeof checkoutRequestText>) =>
  sha256Hex(checkoutRequestText(...args));
import { stGeorgeOutcome, stripeOutcome, tillOutcome } from '../../../src/lib/payments/outcomes.ts';

const body = {
  name: 'Ana',
  last_name: 'Lee',
  email: 'ana@example.com',
  phone: '0412345678',
  terms_accepted: true,
};

describe('checkout Idempotency-Keys', () => {
  it('are 8 to 255 visible ASCII characters', () => {
    expect(isIdempotencyKey('6f1c2c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f')).toBe(true);
    expect(isIdempotencyKey('a'.repeat(255))).toBe(true);
    for (const bad of [
      'short',
      'a'.repeat(256),
      'has space here',
      'ümlaut-key',
      undefined,
      12345678,
    ]) {
      expect(isIdempotencyKey(bad), String(bad)).toBe(false);
    }
  });

  it('hash the same request the same whatever the key order or surrounding spaces', () => {
    const a = checkoutRequestHash('POST payment_intent', 'kestrel', 7, body);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect(checkoutRequestHash('POST payment_intent', 'kestrel', 7, reordered)).toBe(a);
    expect(
      checkoutRequestHash('POST payment_intent', 'kestrel', 7, { ...body, name: ' Ana ' }),
    ).toBe(a);
    expect(
      checkoutRequestHash('POST payment_intent', 'kestrel', 7, { ...body, postcode: undefined }),
    ).toBe(a);
  });

  it('hash a different car, dealer, route or detail differently', () => {
    const a = checkoutRequestHash('POST payment_intent', 'kestrel', 7, body);
    expect(checkoutRequestHash('POST payment_intent', 'kestrel', 8, body)).not.toBe(a);
    expect(checkoutRequestHash('POST payment_intent', 'meridian', 7, body)).not.toBe(a);
    expect(checkoutRequestHash('POST hosted_payment', 'kestrel', 7, body)).not.toBe(a);
    expect(
      checkoutRequestHash('POST payment_intent', 'kestrel', 7, {
        ...body,
        email: 'bo@example.com',
      }),
    ).not.toBe(a);
  });
});

describe("providers' answers as outcomes", () => {
  it('Stripe: succeeded is paid; a failed attempt is declined; anything in between is pending', () => {
    expect(stripeOutcome('succeeded', true)).toBe('paid');
    expect(stripeOutcome('canceled', false)).toBe('cancelled');
    expect(stripeOutcome('requires_payment_method', true)).toBe('declined');
    expect(stripeOutcome('requires_payment_method', false)).toBe('pending');
    for (const status of [
      'requires_action',
      'processing',
      'requires_confirmation',
      'requires_capture',
    ]) {
      expect(stripeOutcome(status, true), status).toBe('pending');
    }
  });

  it('Till: SUCCESS is paid, ERROR declined (cancelled with code 2001), else pending', () => {
    expect(tillOutcome('SUCCESS')).toBe('paid');
    expect(tillOutcome('ERROR', [{ errorCode: 2003 }])).toBe('declined');
    expect(tillOutcome('ERROR', [{ errorCode: 2001 }])).toBe('cancelled');
    expect(tillOutcome('ERROR')).toBe('declined');
    expect(tillOutcome('PENDING')).toBe('pending');
  });

  it('St George: APPROVED with response code 00 is paid, and nothing else is', () => {
    expect(stGeorgeOutcome('APPROVED', '00')).toBe('paid');
    expect(stGeorgeOutcome('APPROVED', '05')).toBe('declined');
    expect(stGeorgeOutcome('APPROVED', null)).toBe('declined');
    expect(stGeorgeOutcome('DECLINED', '05')).toBe('declined');
    expect(stGeorgeOutcome('CANCELLED', null)).toBe('cancelled');
    expect(stGeorgeOutcome('PENDING', null)).toBe('pending');
  });
});
