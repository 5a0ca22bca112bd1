import { describe, expect, it } from 'vitest';
import { EXACT_HITS_LIMIT, displayTotal } from '../../../../src/lib/search/facets/index.ts';

const FACETS = {
  car_type: { new: 1200, demo: 300, used: 1900 },
  status: { in_stock: 3000, coming_soon: 400 },
};

describe('displayTotal', () => {
  it('shows nbHits up to 1999', () => {
    expect(EXACT_HITS_LIMIT).toBe(1999);
    expect(displayTotal(0, FACETS, 'all')).toBe(0);
    expect(displayTotal(1999, FACETS, 'all')).toBe(1999);
    expect(displayTotal(1999, FACETS, 'in_stock')).toBe(1999);
  });

  it("above 1999 sums the car_type facet for the 'all' variant", () => {
    expect(displayTotal(2000, FACETS, 'all')).toBe(3400);
    expect(displayTotal(1000000, FACETS, 'all')).toBe(3400);
  });

  it("above 1999 counts status in_stock only for the 'in_stock' variant", () => {
    expect(displayTotal(2000, FACETS, 'in_stock')).toBe(3000);
  });

  it('falls back to nbHits when the facet is missing or empty', () => {
    expect(displayTotal(2500, undefined, 'all')).toBe(2500);
    expect(displayTotal(2500, {}, 'all')).toBe(2500);
    expect(displayTotal(2500, { car_type: {} }, 'all')).toBe(2500);
    expect(displayTotal(2500, { car_type: FACETS.car_type }, 'in_stock')).toBe(2500);
    expect(displayTotal(2500, { status: { coming_soon: 10 } }, 'in_stock')).toBe(2500);
  });

  it('ignores nonsense counts', () => {
    expect(displayTotal(2500, { car_type: { new: 2100, demo: -5, used: Number.NaN } }, 'all')).toBe(
      2100,
    );
  });
});
