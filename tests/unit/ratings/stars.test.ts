import { describe, expect, it } from 'vitest';
import {
  formatRating,
  ratingLabel,
  reviewCountText,
  roundRating,
  STAR_SIZE,
  starParts,
} from '../../../src/lib/ratings/stars.ts';

describe('starParts', () => {
  it.each([
    [4.3, 4, false, 1],
    [4.31, 4, false, 1],
    [4.34, 4, false, 1],
    [4.35, 4, true, 0],
    [4.4, 4, true, 0],
    [4.7, 4, true, 0],
    [4.94, 4, true, 0],
    [4.96, 5, false, 0],
    [5.0, 5, false, 0],
    [0, 0, false, 5],
    [0.3, 0, false, 5],
    [0.4, 0, true, 4],
    [1, 1, false, 4],
    [3.95, 4, false, 1],
    [3.94, 3, true, 1],
    [2.5, 2, true, 2],
  ])('%s → %i full, partial %s, %i empty', (rating, full, partial, empty) => {
    expect(starParts(rating)).toEqual({ full, partial, empty });
  });

  it('always draws five stars', () => {
    for (let tenths = 0; tenths <= 50; tenths += 1) {
      const { full, partial, empty } = starParts(tenths / 10);
      expect(full + Number(partial) + empty).toBe(5);
      if (partial) expect(full).toBeLessThanOrEqual(4);
    }
  });

  it('clamps out-of-range and non-numeric ratings', () => {
    expect(starParts(7)).toEqual({ full: 5, partial: false, empty: 0 });
    expect(starParts(-1)).toEqual({ full: 0, partial: false, empty: 5 });
    expect(starParts(Number.NaN)).toEqual({ full: 0, partial: false, empty: 5 });
  });
});

describe('rating text', () => {
  it('rounds to one decimal', () => {
    expect(roundRating(4.25)).toBe(4.3);
    expect(roundRating(3.95)).toBe(4);
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(4.66)).toBe('4.7');
    expect(formatRating(4.04)).toBe('4.0');
  });

  it('counts reviews with thousands separators and a singular', () => {
    expect(reviewCountText(1234)).toBe('1,234 reviews');
    expect(reviewCountText(1)).toBe('1 review');
    expect(reviewCountText(0)).toBe('0 reviews');
  });

  it('labels the rating for assistive technology', () => {
    expect(ratingLabel(4.7, 1234)).toBe('Rated 4.7 out of 5 from 1,234 reviews');
    expect(ratingLabel(4.66)).toBe('Rated 4.7 out of 5');
  });

  it('uses 18px stars', () => {
    expect(STAR_SIZE).toBe(18);
  });
});
