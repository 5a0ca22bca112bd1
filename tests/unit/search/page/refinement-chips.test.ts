import { describe, expect, it } from 'vitest';
import {
  filterGroups,
  latestChip,
  refinementChips,
  refinementOrder,
  withoutChip,
  withoutRefinements,
} from '../../../../src/lib/search/page/index.ts';

const groups = filterGroups({ dealerships: 2, locations: 2, cities: 2 });

describe('refinement chips', () => {
  const state = {
    query: 'rav4',
    refinementList: { make: ['Toyota', 'Mazda'], car_type: ['used'] },
    range: { price: '20000:40000', km: ':50000' },
    sortBy: 'cars_price_desc',
    page: 3,
  };

  it('has one chip per value and range, search text first, then in panel order', () => {
    const chips = refinementChips(state, groups, 'Pre-Owned');
    expect(chips.map((c) => c.text)).toEqual([
      '“rav4”',
      'Pre-Owned',
      'Toyota',
      'Mazda',
      '$20K – $40K',
      'Up to 50K km',
    ]);
    expect(chips.map((c) => c.group)).toEqual([
      'Search',
      'Condition',
      'Make',
      'Make',
      'Price',
      'Kilometres',
    ]);
    expect(chips.map((c) => c.key)).toEqual([
      'query',
      'car_type:used',
      'make:Toyota',
      'make:Mazda',
      'price:range',
      'km:range',
    ]);
  });

  it('removes one chip and goes back to page 1', () => {
    const chips = refinementChips(state, groups, 'Used');
    const toyota = chips.find((c) => c.key === 'make:Toyota')!;
    expect(withoutChip(state, toyota.target)).toEqual({
      query: 'rav4',
      refinementList: { make: ['Mazda'], car_type: ['used'] },
      range: { price: '20000:40000', km: ':50000' },
      sortBy: 'cars_price_desc',
    });
    const price = chips.find((c) => c.key === 'price:range')!;
    expect(withoutChip(state, price.target).range).toEqual({ km: ':50000' });
    expect(withoutChip(state, { kind: 'query' }).query).toBeUndefined();
  });

  it('clears everything but the sort', () => {
    expect(withoutRefinements(state)).toEqual({ sortBy: 'cars_price_desc' });
    expect(withoutRefinements({ query: 'x' })).toEqual({});
  });

  it('remembers the order refinements came in and offers the latest', () => {
    let order = refinementOrder([], ['make:Toyota']);
    order = refinementOrder(order, ['car_type:used', 'make:Toyota']);
    expect(order).toEqual(['make:Toyota', 'car_type:used']);
    order = refinementOrder(order, ['make:Toyota']);
    expect(order).toEqual(['make:Toyota']);
    const chips = [{ key: 'car_type:used' }, { key: 'make:Toyota' }, { key: 'price:range' }];
    expect(latestChip(chips, ['price:range', 'make:Toyota'])).toEqual({ key: 'make:Toyota' });
    expect(latestChip(chips, [])).toEqual({ key: 'price:range' });
    expect(latestChip([], [])).toBeNull();
  });
});
