import { describe, expect, it } from 'vitest';
import { sameSearchState } from '../../../../src/lib/search/page/index.ts';

describe('same search state', () => {
  it('ignores key and attribute order and empty parts', () => {
    expect(
      sameSearchState(
        { refinementList: { make: ['Toyota'], car_type: ['used'] }, page: 1, query: '' },
        { refinementList: { car_type: ['used'], make: ['Toyota'] } },
      ),
    ).toBe(true);
  });

  it('tells different searches apart', () => {
    expect(sameSearchState({ page: 2 }, {})).toBe(false);
    expect(
      sameSearchState(
        { refinementList: { make: ['Toyota', 'Mazda'] } },
        { refinementList: { make: ['Mazda', 'Toyota'] } },
      ),
    ).toBe(false);
    expect(sameSearchState({ sortBy: 'cars_price_desc' }, { sortBy: 'cars' })).toBe(false);
  });
});
