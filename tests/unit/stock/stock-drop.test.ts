import { describe, expect, it } from 'vitest';
import { isBrokenFeedDrop } from '../../../src/lib/stock/stock-drop.ts';

describe('isBrokenFeedDrop', () => {
  it('never blocks a first build', () => {
    expect(isBrokenFeedDrop({ previousCars: null, cars: 0 })).toBe(false);
  });

  it('blocks a feed that lost more than half its cars', () => {
    expect(isBrokenFeedDrop({ previousCars: 103, cars: 31 })).toBe(true);
    expect(isBrokenFeedDrop({ previousCars: 10, cars: 4 })).toBe(true);
    expect(isBrokenFeedDrop({ previousCars: 3, cars: 0 })).toBe(true);
  });

  it('lets through a feed that lost exactly half, or less', () => {
    expect(isBrokenFeedDrop({ previousCars: 10, cars: 5 })).toBe(false);
    expect(isBrokenFeedDrop({ previousCars: 11, cars: 6 })).toBe(false);
    expect(isBrokenFeedDrop({ previousCars: 103, cars: 90 })).toBe(false);
  });

  it('lets through a feed that grew, and one that had no cars before', () => {
    expect(isBrokenFeedDrop({ previousCars: 40, cars: 400 })).toBe(false);
    expect(isBrokenFeedDrop({ previousCars: 0, cars: 0 })).toBe(false);
  });
});
