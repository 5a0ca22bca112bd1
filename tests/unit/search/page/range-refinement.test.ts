import { describe, expect, it } from 'vitest';
import {
  moveHandle,
  parseRangeInput,
  priceSliderHandles,
  priceSliderRefinement,
  rangeRefinement,
} from '../../../../src/lib/search/page/index.ts';
import { PRICE_SLIDER } from '../../../../src/lib/search/facets/index.ts';

const bounds = { min: 0, max: 180000 };

describe('range refinement', () => {
  it('leaves an end open when it would not narrow the results', () => {
    expect(rangeRefinement(0, 180000, bounds)).toEqual([undefined, undefined]);
    expect(rangeRefinement(-5, 200000, bounds)).toEqual([undefined, undefined]);
    expect(rangeRefinement(20000, 40000, bounds)).toEqual([20000, 40000]);
    expect(rangeRefinement(undefined, 40000, bounds)).toEqual([undefined, 40000]);
  });

  it('swaps reversed ends', () => {
    expect(rangeRefinement(40000, 20000, bounds)).toEqual([20000, 40000]);
  });

  it('accepts any end when the results have no value for the attribute', () => {
    expect(rangeRefinement(10, 20, { min: undefined, max: undefined })).toEqual([10, 20]);
  });

  it('ignores non-finite input', () => {
    expect(rangeRefinement(Number.NaN, Number.POSITIVE_INFINITY, bounds)).toEqual([
      undefined,
      undefined,
    ]);
  });
});

describe('price slider', () => {
  it('reads the track ends as "no limit", so cars priced on application stay', () => {
    expect(priceSliderRefinement([PRICE_SLIDER.min, PRICE_SLIDER.max], bounds)).toEqual([
      undefined,
      undefined,
    ]);
    expect(priceSliderRefinement([20000, PRICE_SLIDER.max], bounds)).toEqual([20000, undefined]);
    expect(priceSliderRefinement([PRICE_SLIDER.min, 60000], bounds)).toEqual([undefined, 60000]);
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
