import { describe, expect, it } from 'vitest';
import {
  depositCurrency,
  depositFor,
  dollarsToCents,
  formatDeposit,
} from '../../../src/lib/checkout/index.ts';
import { processor } from '../cars/make-car.ts';

describe('depositFor', () => {
  it('takes the first keyed processor, in integer cents and the market currency', () => {
    const stripe = processor({ deposit_amount: 500 });
    expect(depositFor({ payment_processors: [stripe] }, 'AU')).toEqual({
      provider: 'stripe',
      amountCents: 50000,
      currency: 'AUD',
      processor: stripe,
    });
  });

  it('charges New Zealand dealers in NZD', () => {
    const till = processor({ authorization_type: 'till', deposit_amount: 250 });
    expect(depositFor({ payment_processors: [till] }, 'NZ')).toMatchObject({
      provider: 'till',
      amountCents: 25000,
      currency: 'NZD',
    });
  });

  it('skips processors whose key is blank, and picks the next keyed one', () => {
    const blank = processor({ authorization_key: '  ', deposit_amount: 100 });
    const stGeorge = processor({ authorization_type: 'st_george', deposit_amount: 1000 });
    const deposit = depositFor({ payment_processors: [blank, stGeorge] }, 'AU');
    expect(deposit?.provider).toBe('st_george');
    expect(deposit?.amountCents).toBe(100000);
    expect(deposit?.processor).toBe(stGeorge);
  });

  it('is null with no processor, or none keyed', () => {
    expect(depositFor({ payment_processors: [] }, 'AU')).toBeNull();
    expect(
      depositFor({ payment_processors: [processor({ authorization_key: '' })] }, 'AU'),
    ).toBeNull();
  });

  it.each([0, -50, Number.NaN, Number.POSITIVE_INFINITY, 0.004])(
    'is null when the keyed processor asks for %s dollars (nothing chargeable)',
    (amount) => {
      expect(
        depositFor({ payment_processors: [processor({ deposit_amount: amount })] }, 'AU'),
      ).toBeNull();
    },
  );

  it('does not fall through to a later processor when the first keyed one has no amount', () => {
    const free = processor({ deposit_amount: 0 });
    const paid = processor({ authorization_type: 'till', deposit_amount: 300 });
    expect(depositFor({ payment_processors: [free, paid] }, 'AU')).toBeNull();
  });
});

describe('dollarsToCents', () => {
  it.each([
    [500, 50000],
    [1, 100],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [499.999, 50000],
    [1234.565, 123457],
  ])('%s dollars is %s cents', (dollars, cents) => {
    const result = dollarsToCents(dollars);
    expect(result).toBe(cents);
    expect(Number.isInteger(result)).toBe(true);
  });
});

describe('depositCurrency', () => {
  it('is AUD in Australia and NZD in New Zealand', () => {
    expect(depositCurrency('AU')).toBe('AUD');
    expect(depositCurrency('NZ')).toBe('NZD');
  });
});

describe('formatDeposit', () => {
  it.each([
    [50000, '$500'],
    [100, '$1'],
    [5, '$0.05'],
    [0, '$0'],
    [125050, '$1,250.50'],
    [100000000, '$1,000,000'],
    [123456789, '$1,234,567.89'],
    [-2500, '-$25'],
  ])('%s cents reads %s', (cents, text) => {
    expect(formatDeposit(cents, 'AUD')).toBe(text);
  });

  it('adds the currency code when asked', () => {
    expect(formatDeposit(50000, 'NZD', { withCode: true })).toBe('$500 NZD');
    expect(formatDeposit(1999, 'AUD', { withCode: true })).toBe('$19.99 AUD');
  });

  it('refuses fractional cents rather than rounding silently', () => {
    expect(() => formatDeposit(10.5, 'AUD')).toThrow(/whole cents/);
  });
});
