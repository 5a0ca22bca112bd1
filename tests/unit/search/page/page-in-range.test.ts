import { describe, expect, it } from 'vitest';
import { statePageInRange } from '../../../../src/lib/search/page/page-in-range.ts';

describe('statePageInRange', () => {
  const honda = { refinementList: { make: ['Honda'] } };

  it('brings a page past the last back to the last, keeping the rest of the search', () => {
    expect(statePageInRange({ ...honda, page: 9 }, 3)).toEqual({ ...honda, page: 3 });
    expect(statePageInRange({ ...honda, sortBy: 'cars_price_asc', page: 4 }, 2)).toEqual({
      ...honda,
      sortBy: 'cars_price_asc',
      page: 2,
    });
  });

  it('drops the page when the last page is the first (page 1 is never stored)', () => {
    expect(statePageInRange({ ...honda, page: 2 }, 1)).toEqual(honda);
  });

  it('leaves a page within the results alone', () => {
    expect(statePageInRange({ ...honda, page: 3 }, 3)).toBeNull();
    expect(statePageInRange(honda, 1)).toBeNull();
    expect(statePageInRange({ ...honda, page: 2 }, 5)).toBeNull();
  });

  it('leaves a search with no results alone (its empty state answers)', () => {
    expect(statePageInRange({ ...honda, page: 2 }, 0)).toBeNull();
  });

  it('does not change the state it was given', () => {
    const state = { ...honda, page: 5 };
    statePageInRange(state, 2);
    expect(state.page).toBe(5);
  });
});
