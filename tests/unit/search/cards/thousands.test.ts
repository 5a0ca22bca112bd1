import { describe, expect, it } from 'vitest';
import {
  kmChipText,
  priceChipText,
  priceRangeChipText,
  priceText,
  thousandsText,
} from '../../../../src/lib/search/cards/index.ts';

describe('thousandsText', () => {
  it.each([
    [19_499, '19K'],
    [19_500, '20K'],
    [20_000, '20K'],
    [1_000, '1K'],
    [1_499, '1K'],
    [1_500, '2K'],
    [999_499, '999K'],
    [999_500, '1,000K'],
    [1_000_000, '1,000K'],
    [1_234_567, '1,235K'],
  ])('%d → %s (half up)', (value, text) => {
    expect(thousandsText(value)).toBe(text);
  });

  it('keeps numbers below 1,000 exact', () => {
    expect(thousandsText(0)).toBe('0');
    expect(thousandsText(1)).toBe('1');
    expect(thousandsText(999)).toBe('999');
    expect(thousandsText(998.4)).toBe('998');
  });

  it('rounds 999.5 up into thousands', () => {
    expect(thousandsText(999.5)).toBe('1K');
  });

  it('reads negative and non-finite input as 0', () => {
    expect(thousandsText(-5)).toBe('0');
    expect(thousandsText(Number.NaN)).toBe('0');
    expect(thousandsText(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('kmChipText', () => {
  it('rounds kilometres to thousands above 999', () => {
    expect(kmChipText(45_210)).toBe('45K km');
    expect(kmChipText(999)).toBe('999 km');
    expect(kmChipText(1_000)).toBe('1K km');
    expect(kmChipText(1_000_000)).toBe('1,000K km');
  });

  it('shows a new car as 0 km', () => {
    expect(kmChipText(0)).toBe('0 km');
  });
});

describe('price chips', () => {
  it("'From $20K', rounding thousands", () => {
    expect(priceChipText(19_499)).toBe('From $19K');
    expect(priceChipText(19_500)).toBe('From $20K');
    expect(priceChipText(250_000)).toBe('From $250K');
    expect(priceChipText(500)).toBe('From $500');
  });

  it('no chip for price on application', () => {
    expect(priceText(0)).toBeNull();
    expect(priceChipText(0)).toBeNull();
    expect(priceChipText(-100)).toBeNull();
    expect(priceChipText(Number.NaN)).toBeNull();
  });

  it('range chips read From, Up to, or both ends', () => {
    expect(priceRangeChipText(20_000, undefined)).toBe('From $20K');
    expect(priceRangeChipText(null, 50_000)).toBe('Up to $50K');
    expect(priceRangeChipText(20_000, 49_600)).toBe('$20K – $50K');
    expect(priceRangeChipText(0, 0)).toBeNull();
    expect(priceRangeChipText(undefined, undefined)).toBeNull();
  });
});
