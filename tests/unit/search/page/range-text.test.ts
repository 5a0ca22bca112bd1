import { describe, expect, it } from 'vitest';
import {
  groupedNumber,
  rangeChipText,
  sliderPriceText,
} from '../../../../src/lib/search/page/index.ts';

describe('range chip text', () => {
  it('rounds prices to thousands (spec §9)', () => {
    expect(rangeChipText('price', 20000, undefined)).toBe('From $20K');
    expect(rangeChipText('price', undefined, 49500)).toBe('Up to $50K');
    expect(rangeChipText('price', 20000, 40000)).toBe('$20K – $40K');
  });

  it('rounds kilometres likewise', () => {
    expect(rangeChipText('km', undefined, 50000)).toBe('Up to 50K km');
    expect(rangeChipText('km', 10000, 60000)).toBe('10K – 60K km');
    expect(rangeChipText('km', 500, undefined)).toBe('From 500 km');
  });

  it('words years', () => {
    expect(rangeChipText('year', 2018, undefined)).toBe('2018 or newer');
    expect(rangeChipText('year', undefined, 2020)).toBe('2020 or older');
    expect(rangeChipText('year', 2018, 2020)).toBe('2018 – 2020');
    expect(rangeChipText('year', 2020, 2020)).toBe('2020');
  });

  it('has no chip for an open range', () => {
    expect(rangeChipText('km', undefined, undefined)).toBeNull();
    expect(rangeChipText('price', undefined, undefined)).toBeNull();
  });

  it('reads the slider top as "and up"', () => {
    expect(sliderPriceText(250000, 250000)).toBe('$250,000+');
    expect(sliderPriceText(20500, 250000)).toBe('$20,500');
  });
});

describe('grouped numbers', () => {
  it('groups thousands with commas, as en-AU does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1234567, -4500, 2.6]) {
      expect(groupedNumber(n)).toBe(Math.round(n).toLocaleString('en-AU'));
    }
  });
});
