import { describe, expect, it } from 'vitest';
import {
  PRICE_SLIDER,
  normalisePriceRange,
  snapPrice,
} from '../../../../src/lib/search/facets/index.ts';

describe('price slider', () => {
  it('runs $5,000 to $250,000 in $500 steps', () => {
    expect(PRICE_SLIDER).toEqual({ min: 5000, max: 250000, step: 500, minGap: 1 });
  });

  describe('normalisePriceRange', () => {
    it('keeps a valid range as it is (no snapping)', () => {
      expect(normalisePriceRange([10_000, 20_000])).toEqual([10_000, 20_000]);
      expect(normalisePriceRange([12_345, 67_890])).toEqual([12_345, 67_890]);
      expect(normalisePriceRange([5000, 250000])).toEqual([5000, 250000]);
    });

    it('clamps each end into the slider', () => {
      expect(normalisePriceRange([0, 1_000_000])).toEqual([5000, 250000]);
      expect(normalisePriceRange([4999, 250001])).toEqual([5000, 250000]);
      expect(normalisePriceRange([-10, 3000])).toEqual([5000, 5001]);
    });

    it('fills missing or non-numeric ends with the bounds', () => {
      expect(normalisePriceRange([undefined, undefined])).toEqual([5000, 250000]);
      expect(normalisePriceRange([null, 40_000])).toEqual([5000, 40_000]);
      expect(normalisePriceRange([Number.NaN, Number.POSITIVE_INFINITY])).toEqual([5000, 250000]);
    });

    it('swaps reversed ends', () => {
      expect(normalisePriceRange([60_000, 20_000])).toEqual([20_000, 60_000]);
    });

    it('keeps the ends at least $1 apart', () => {
      expect(normalisePriceRange([30_000, 30_000])).toEqual([30_000, 30_001]);
      expect(normalisePriceRange([30_000, 30_000.5])).toEqual([30_000, 30_001]);
      expect(normalisePriceRange([30_000, 30_001])).toEqual([30_000, 30_001]);
      expect(normalisePriceRange([5000, 5000])).toEqual([5000, 5001]);
    });

    it('at the top the min moves down instead', () => {
      expect(normalisePriceRange([250_000, 250_000])).toEqual([249_999, 250_000]);
      expect(normalisePriceRange([300_000, 400_000])).toEqual([249_999, 250_000]);
      expect(normalisePriceRange([249_999.5, 250_000])).toEqual([249_999, 250_000]);
    });
  });

  describe('snapPrice', () => {
    it('rounds to the nearest $500 within the slider', () => {
      expect(snapPrice(12_249)).toBe(12_000);
      expect(snapPrice(12_250)).toBe(12_500);
      expect(snapPrice(0)).toBe(5000);
      expect(snapPrice(999_999)).toBe(250_000);
      expect(snapPrice(Number.NEGATIVE_INFINITY)).toBe(5000);
      expect(snapPrice(Number.POSITIVE_INFINITY)).toBe(250_000);
      expect(snapPrice(Number.NaN)).toBe(5000);
      expect(snapPrice(5000)).toBe(5000);
      expect(snapPrice(249_749)).toBe(249_500);
    });
  });
});
