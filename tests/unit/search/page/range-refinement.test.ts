import { describe, expect, it } from 'vitest';
import {
  moveHandle,
  parseRangeInput,
  priceSliderEnds,
  priceSliderHandles,
  rangeValue,
  withRange,
} from '../../../../src/lib/search/page/index.ts';
import { PRICE_SLIDER } from '../../../../src/lib/search/facets/index.ts';

describe('range value', () => {
  it("writes the state's 'min:max' with open ends empty", () => {
    expect(rangeValue(20000, 40000)).toBe('20000:40000');
    expect(rangeValue(undefined, 40000)).toBe(':40000');
    expect(rangeValue(2018, undefined)).toBe('2018:');
    expect(rangeValue(undefined, undefined)).toBeNull();
  });

  it('swaps reversed ends and ignores non-finite ones', () => {
    expect(rangeValue(40000, 20000)).toBe('20000:40000');
    expect(rangeValue(Number.NaN, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it("sets or removes one attribute's range, leaving the others", () => {
    const ranges = { price: '20000:', km: ':50000' };
    expect(withRange(ranges, 'year', 2018, 2020)).toEqual({
      price: '20000:',
      km: ':50000',
      year: '2018:2020',
    });
    expect(withRange(ranges, 'km', undefined, undefined)).toEqual({ price: '20000:' });
    expect(withRange(undefined, 'km', 0, 10)).toEqual({ km: '0:10' });
    expect(ranges).toEqual({ price: '20000:', km: ':50000' });
  });
});

describe('price slider', () => {
  it('reads the track ends as "no limit", so cars priced on application stay', () => {
    expect(priceSliderEnds([PRICE_SLIDER.min, PRICE_SLIDER.max])).toEqual([undefined, undefined]);
    expect(priceSliderEnds([20000, PRICE_SLIDER.max])).toEqual([20000, undefined]);
    expect(priceSliderEnds([PRICE_SLIDER.min, 60000])).toEqual([undefined, 60000]);
  });

  it('places the handles from a refinement (open ends at the track ends)', () => {
    expect(priceSliderHandles([Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY])).toEqual([
      5000, 250000,
    ]);
    expect(priceSliderHandles([20000, 40000])).toEqual([20000, 40000]);
    expect(priceSliderHandles([undefined, 1000])).toEqual([5000, 5001]);
    expect(priceSliderHandles([300000, undefined])).toEqual([249999, 250000]);
  });

  it('keeps the handles a step apart and on the track', () => {
    expect(moveHandle([20000, 40000], 0, 45000)).toEqual([39500, 40000]);
    expect(moveHandle([20000, 40000], 1, 10000)).toEqual([20000, 20500]);
    expect(moveHandle([20000, 40000], 0, 0)).toEqual([5000, 40000]);
    expect(moveHandle([20000, 40000], 1, 999999)).toEqual([20000, 250000]);
  });
});

describe('range inputs', () => {
  it('reads what shoppers type', () => {
    expect(parseRangeInput('')).toBeUndefined();
    expect(parseRangeInput('  ')).toBeUndefined();
    expect(parseRangeInput('50,000')).toBe(50000);
    expect(parseRangeInput('$20000')).toBe(20000);
    expect(parseRangeInput('2019')).toBe(2019);
  });
});
