import { describe, expect, it } from 'vitest';
import {
  PRICE_TYPE_LABELS,
  formatKm,
  formatPrice,
  formatPriceWithType,
} from '../../../src/lib/compare/format.ts';
import { PRICE_TYPES } from '../../../src/lib/stock/car.ts';

describe('formatPrice', () => {
  it('groups thousands with a dollar sign', () => {
    expect(formatPrice(29490)).toBe('$29,490');
    expect(formatPrice(1250000)).toBe('$1,250,000');
    expect(formatPrice(999)).toBe('$999');
  });

  it('rounds to whole dollars', () => expect(formatPrice(29490.6)).toBe('$29,491'));

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    'reads %s as price on application',
    (price) => {
      expect(formatPrice(price)).toBe('Price on application');
    },
  );
});

describe('formatPriceWithType', () => {
  it('adds the price type label', () => {
    expect(formatPriceWithType(29490, 'drive_away')).toBe('$29,490 Drive Away');
    expect(formatPriceWithType(29490, 'plus_orc')).toBe('$29,490 + ORC');
    expect(formatPriceWithType(29490, 'excl_govt_charges')).toBe('$29,490 Excl. Govt. Charges');
  });

  it('leaves the type off an unknown type or a price on application', () => {
    expect(formatPriceWithType(29490, null)).toBe('$29,490');
    expect(formatPriceWithType(0, 'drive_away')).toBe('Price on application');
  });

  it('has a label for every price type', () => {
    for (const type of PRICE_TYPES) expect(PRICE_TYPE_LABELS[type]).toBeTruthy();
  });
});

describe('formatKm', () => {
  it('groups thousands', () => {
    expect(formatKm(27534)).toBe('27,534 km');
    expect(formatKm(0)).toBe('0 km');
  });

  it.each([null, -1, Number.NaN])('is null for %s', (km) => expect(formatKm(km)).toBeNull());
});
