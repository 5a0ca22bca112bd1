import { describe, expect, it } from 'vitest';
import {
  PAYMENT_NOTICES,
  paymentNotice,
  readReturnParams,
  reservationApiPath,
  reservationPageUrl,
} from '../../../src/lib/checkout/index.ts';

describe('reservationPageUrl', () => {
  it('is /reservation on the page’s origin with the reservation and its token', () => {
    expect(reservationPageUrl('https://kestrelbay.example', { id: '17', token: 'a b&c' })).toBe(
      'https://kestrelbay.example/reservation?reservation=17&token=a+b%26c',
    );
    expect(
      reservationPageUrl('http://kestrel-bay-subaru.localhost:4412', { id: '1', token: 't' }),
    ).toBe('http://kestrel-bay-subaru.localhost:4412/reservation?reservation=1&token=t');
  });

  it('round-trips with readReturnParams, Stripe’s parameters added', () => {
    const url = new URL(reservationPageUrl('https://x.example', { id: '17', token: 'a b&c' }));
    url.searchParams.set('payment_intent', 'pi_1');
    url.searchParams.set('redirect_status', 'succeeded');
    expect(readReturnParams(url.search)).toEqual({
      reservation: '17',
      token: 'a b&c',
      redirectStatus: 'succeeded',
    });
  });
});

describe('readReturnParams', () => {
  it.each(['', '?reservation=17', '?token=t', '?reservation=%20&token=t'])(
    'is null for %j',
    (search) => {
      expect(readReturnParams(search)).toBeNull();
    },
  );
});

describe('reservationApiPath', () => {
  it('escapes both parts', () => {
    expect(reservationApiPath({ reservation: '1/2', token: 'a&b' })).toBe(
      '/api/reservations/1%2F2?token=a%26b',
    );
  });
});

describe('paymentNotice', () => {
  it('reads declined and cancelled only', () => {
    expect(paymentNotice('?payment=declined')).toBe('declined');
    expect(paymentNotice('?x=1&payment=cancelled')).toBe('cancelled');
    expect(paymentNotice('?payment=paid')).toBeNull();
    expect(paymentNotice('')).toBeNull();
  });

  it('tells the shopper no deposit was taken', () => {
    for (const text of Object.values(PAYMENT_NOTICES))
      expect(text).toContain('no deposit was taken');
  });
});
