import { describe, expect, it } from 'vitest';
import {
  CAR_TYPE_ORDER,
  carTypeFacetLabel,
  compareCarTypes,
  sortCarTypeFacetValues,
} from '../../../../src/lib/search/facets/index.ts';

describe('car type facet', () => {
  it('orders new, demo, used, then unknown values alphabetically', () => {
    expect(CAR_TYPE_ORDER).toEqual(['new', 'demo', 'used']);
    expect(['used', 'zzz', 'new', 'aaa', 'demo'].sort(compareCarTypes)).toEqual([
      'new',
      'demo',
      'used',
      'aaa',
      'zzz',
    ]);
    expect(compareCarTypes('demo', 'demo')).toBe(0);
  });

  it('sorts InstantSearch facet values', () => {
    const values = [{ name: 'used' }, { name: 'new' }, { name: 'demo' }];
    expect(values.sort(sortCarTypeFacetValues).map((v) => v.name)).toEqual(['new', 'demo', 'used']);
  });

  it("labels used with the dealer's used label", () => {
    expect(carTypeFacetLabel('new', 'Used')).toBe('New');
    expect(carTypeFacetLabel('demo', 'Used')).toBe('Demo');
    expect(carTypeFacetLabel('used', 'Used')).toBe('Used');
    expect(carTypeFacetLabel('used', 'Pre-Owned')).toBe('Pre-Owned');
    expect(carTypeFacetLabel('subscription', 'Pre-Owned')).toBe('subscription');
  });
});
