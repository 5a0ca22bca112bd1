import { describe, expect, it } from 'vitest';
import { readStartAnswer, readStatusAnswer } from '../../../src/lib/checkout/index.ts';

const reservation = {
  id: 17,
  reference: 'RSV-7K2Q',
  status: 'pending',
  amount_cents: 50000,
  currency: 'AUD',
  token: 'tok_abc',
};
const ref = {
  id: '17',
  reference: 'RSV-7K2Q',
  token: 'tok_abc',
  amountCents: 50000,
  currency: 'AUD',
};

describe('readStatusAnswer', () => {
  it('reads reservable', () => {
    expect(
      readStatusAnswer(200, { reservable: true, reason: null, message: null, deposit: null }),
    ).toEqual({
      kind: 'reservable',
    });
  });

  it('reads a refusal with the API’s message, or ours for the reason', () => {
    expect(
      readStatusAnswer(200, { reservable: false, reason: 'held', message: 'Held for 12 minutes.' }),
    ).toEqual({
      kind: 'unavailable',
      reason: 'held',
      message: 'Held for 12 minutes.',
    });
    expect(
      readStatusAnswer(200, { reservable: false, reason: 'reserved', message: null }),
    ).toMatchObject({
      reason: 'reserved',
      message: 'This car has just been reserved by another buyer. You can still enquire about it.',
    });
    expect(readStatusAnswer(200, { reservable: false, reason: 'gone fishing' })).toMatchObject({
      reason: 'not_reservable',
    });
  });

  it.each([
    [500, { error: 'down' }],
    [404, { error: 'Not Found' }],
    [200, '<html>'],
    [200, { reservable: 'yes' }],
    [0, null],
  ])('is unknown for %s %j', (status, body) => {
    expect(readStatusAnswer(status, body)).toEqual({ kind: 'unknown' });
  });
});

describe('readStartAnswer', () => {
  it('reads a Stripe intent', () => {
    expect(
      readStartAnswer(200, { clientSecret: 'pi_1_secret_2', paymentIntent: 'pi_1', reservation }),
    ).toEqual({
      kind: 'stripe',
      clientSecret: 'pi_1_secret_2',
      paymentIntent: 'pi_1',
      reservation: ref,
    });
  });

  it('reads a hosted page, and only an http(s) one', () => {
    expect(
      readStartAnswer(200, { redirectUrl: 'https://till.example/pay/1', reservation }),
    ).toEqual({
      kind: 'hosted',
      redirectUrl: 'https://till.example/pay/1',
      reservation: ref,
    });
    expect(readStartAnswer(200, { redirectUrl: 'javascript:alert(1)', reservation })).toEqual({
      kind: 'failed',
      error: null,
      retry: false,
    });
  });

  it('fails a 200 without a whole reservation', () => {
    const { token: _token, ...noToken } = reservation;
    expect(
      readStartAnswer(200, { clientSecret: 's', paymentIntent: 'pi', reservation: noToken }).kind,
    ).toBe('failed');
    expect(
      readStartAnswer(200, {
        clientSecret: 's',
        paymentIntent: 'pi',
        reservation: { ...reservation, amount_cents: 5.5 },
      }).kind,
    ).toBe('failed');
  });

  it('reads 409 as the car taken, with the API’s words', () => {
    expect(readStartAnswer(409, { error: 'Just reserved.', reason: 'reserved' })).toEqual({
      kind: 'unavailable',
      reason: 'reserved',
      message: 'Just reserved.',
    });
  });

  it('reads a 409 without a reason (a key reused with other details) as a definite failure', () => {
    expect(readStartAnswer(409, { error: 'Idempotency-Key reused' })).toEqual({
      kind: 'failed',
      error: 'Idempotency-Key reused',
      retry: false,
    });
  });

  it('reads 422 field messages, dropping non-text ones', () => {
    expect(
      readStartAnswer(422, {
        error: 'Check your details',
        fields: { email: 'invalid email address', x: 1 },
      }),
    ).toEqual({
      kind: 'invalid',
      error: 'Check your details',
      fields: { email: 'invalid email address' },
    });
  });

  it.each([
    [0, null, true],
    [500, { error: 'Stripe is down' }, true],
    [502, '<html>', true],
    [429, { error: 'Too many requests' }, true],
    [400, { error: 'This car takes payment on a hosted page' }, false],
    [403, { error: 'Cross-site request refused' }, false],
  ])('reads %s as a failure; may retry with the same key: %s', (status, body, retry) => {
    expect(readStartAnswer(status, body)).toMatchObject({ kind: 'failed', retry });
  });
});
