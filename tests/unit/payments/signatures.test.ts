import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseStripeSignature } from '../../../src/lib/payments/signatures.ts';
import {
  stripeSignatureFor,
  tillSignature,
  verifyStripeSignature,
} from '../../../src/server/api/payments/signatures.ts';

const secret = 'whsec_test_secret';
const payload = '{"id":"evt_1","type":"payment_intent.succeeded"}';
const t = 1_764_151_200;
const good = `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;

describe("Stripe's webhook signature", () => {
  it('is HMAC-SHA256 of "<t>.<payload>" in hex', () => {
    expect(`t=${t},v1=${stripeSignatureFor(payload, secret, t)}`).toBe(good);
  });

  it('verifies a good signature within the tolerance', () => {
    expect(verifyStripeSignature(good, payload, secret, t + 10)).toEqual({
      ok: true,
      timestamp: t,
    });
    expect(verifyStripeSignature(good, payload, secret, t - 10).ok).toBe(true);
  });

  it('accepts any one of several v1 signatures (a secret being rolled)', () => {
    const header = `t=${t},v1=${'0'.repeat(64)},v1=${stripeSignatureFor(payload, secret, t)},v0=abc`;
    expect(verifyStripeSignature(header, payload, secret, t).ok).toBe(true);
  });

  it('refuses a changed payload, another secret and a changed timestamp', () => {
    expect(verifyStripeSignature(good, `${payload} `, secret, t)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyStripeSignature(good, payload, 'whsec_other', t)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    const moved = good.replace(`t=${t}`, `t=${t + 1}`);
    expect(verifyStripeSignature(moved, payload, secret, t)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('refuses a replay of a genuine event older than five minutes', () => {
    expect(verifyStripeSignature(good, payload, secret, t + 301)).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifyStripeSignature(good, payload, secret, t + 300).ok).toBe(true);
  });

  it('refuses a missing or malformed header', () => {
    expect(verifyStripeSignature(undefined, payload, secret, t)).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(verifyStripeSignature('', payload, secret, t)).toEqual({ ok: false, reason: 'missing' });
    for (const bad of [
      'garbage',
      `t=${t}`,
      `v1=${'a'.repeat(64)}`,
      `t=abc,v1=${'a'.repeat(64)}`,
      `t=${t},v1=short`,
    ]) {
      expect(verifyStripeSignature(bad, payload, secret, t), bad).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('parses the header into its timestamp and v1 signatures', () => {
    expect(parseStripeSignature(`t=5,v1=${'b'.repeat(64)},v0=${'c'.repeat(64)}`)).toEqual({
      timestamp: 5,
      signatures: ['b'.repeat(64)],
    });
  });
});

describe("Till's request signature", () => {
  it('signs method, body hash, content type, date and URI with HMAC-SHA512 in base64', () => {
    const request = {
      method: 'POST',
      body: '{"amount":"500.00"}',
      contentType: 'application/json; charset=utf-8',
      date: 'Thu, 26 Nov 2026 10:00:00 GMT',
      requestUri: '/api/v3/transaction/key/debit',
    };
    const signature = tillSignature('shared', request);
    expect(signature).toMatch(/^[A-Za-z0-9+/]{86}==$/);
    expect(tillSignature('shared', request)).toBe(signature);
    expect(tillSignature('other', request)).not.toBe(signature);
    expect(tillSignature('shared', { ...request, body: '{"amount":"5000.00"}' })).not.toBe(
      signature,
    );
    expect(
      tillSignature('shared', { ...request, requestUri: '/api/v3/transaction/key/refund' }),
    ).not.toBe(signature);
  });
});
