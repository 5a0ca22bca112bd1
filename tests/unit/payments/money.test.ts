import { describe, expect, it } from 'vitest';
import {
  centsFromDecimal,
  chargeMatches,
  decimalAmount,
  isChargeableCents,
  isPaymentCurrency,
  stripeAmount,
} from '../../../src/lib/payments/money.ts';

describe('deposit amounts in integer cents', () => {
  it('accept only positive safe integers as chargeable', () => {
    expect(isChargeableCents(50000)).toBe(true);
    expect(isChargeableCents(1)).toBe(true);
    for (const bad of [0, -500, 500.5, Number.NaN, Infinity, 2 ** 53, '500', null]) {
      expect(isChargeableCents(bad), String(bad)).toBe(false);
    }
  });

  it('know AUD and NZD only', () => {
    expect(isPaymentCurrency('AUD')).toBe(true);
    expect(isPaymentCurrency('NZD')).toBe(true);
    expect(isPaymentCurrency('aud')).toBe(false);
    expect(isPaymentCurrency('USD')).toBe(false);
  });

  it('go to Stripe as the smallest unit with the currency in lower case', () => {
    expect(stripeAmount(50000, 'AUD')).toEqual({ amount: 50000, currency: 'aud' });
    expect(stripeAmount(125050, 'NZD')).toEqual({ amount: 125050, currency: 'nzd' });
    expect(() => stripeAmount(499.5, 'AUD')).toThrow(RangeError);
    expect(() => stripeAmount(0, 'AUD')).toThrow(RangeError);
  });

  it('go to Till as a two-place decimal string built without floats', () => {
    expect(decimalAmount(50000)).toBe('500.00');
    expect(decimalAmount(125005)).toBe('1250.05');
    expect(decimalAmount(1)).toBe('0.01');
    expect(decimalAmount(30)).toBe('0.30');
    expect(() => decimalAmount(-1)).toThrow(RangeError);
  });

  it('come back from decimal text exactly, refusing anything else', () => {
    expect(centsFromDecimal('500.00')).toBe(50000);
    expect(centsFromDecimal('500')).toBe(50000);
    expect(centsFromDecimal('1250.5')).toBe(125050);
    expect(centsFromDecimal(' 0.07 ')).toBe(7);
    // 0.1 + 0.2 style drift cannot happen: 1.15 is 115 cents, not 114.99999.
    expect(centsFromDecimal('1.15')).toBe(115);
    for (const bad of ['', '5.005', '-5.00', '5,00', '1e3', 'abc', '.50']) {
      expect(centsFromDecimal(bad), bad).toBeNull();
    }
  });

  it('match a charge only to the cent and in the same currency', () => {
    const expected = { amountCents: 50000, currency: 'AUD' as const };
    expect(chargeMatches(expected, { amountCents: 50000, currency: 'aud' })).toBe(true);
    expect(chargeMatches(expected, { amountCents: 50000, currency: 'AUD' })).toBe(true);
    expect(chargeMatches(expected, { amountCents: 49999, currency: 'aud' })).toBe(false);
    expect(chargeMatches(expected, { amountCents: 50000, currency: 'nzd' })).toBe(false);
    expect(chargeMatches(expected, { amountCents: null, currency: 'aud' })).toBe(false);
  });
});
