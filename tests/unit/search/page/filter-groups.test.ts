import { describe, expect, it } from 'vitest';
import {
  facetValueLabel,
  filterGroups,
  groupLabel,
  type FacetGroup,
} from '../../../../src/lib/search/page/index.ts';
import { PATH_DIMENSIONS } from '../../../../src/lib/search/routing/index.ts';

const single = filterGroups({ dealerships: 1, locations: 1, cities: 1 });
const group = filterGroups({ dealerships: 7, locations: 7, cities: 5 });
const facet = (groups: typeof single, attribute: string) =>
  groups.find(
    (g): g is FacetGroup => g.attribute === attribute && (g.kind === 'list' || g.kind === 'tiles'),
  );

describe('filter groups', () => {
  it('covers every search path attribute, so a landing path keeps its refinement', () => {
    const attributes = single.map((g) => g.attribute);
    for (const dim of PATH_DIMENSIONS) expect(attributes).toContain(dim);
  });

  it('shows dealership, location and city only when the stock spans more than one', () => {
    for (const attribute of ['dealership_name', 'location_name', 'city']) {
      expect(facet(single, attribute)?.visible).toBe(false);
      expect(facet(group, attribute)?.visible).toBe(true);
    }
  });

  it('orders car types new, demo, used and makes mainstream first; features need every value', () => {
    expect(facet(single, 'car_type')?.order).toBe('car-type');
    expect(facet(single, 'make')?.order).toBe('make');
    expect(facet(single, 'filtered_features')?.operator).toBe('and');
    expect(facet(single, 'make')?.kind).toBe('tiles');
    expect(facet(single, 'simple_body')?.kind).toBe('tiles');
  });

  it('has the price slider and km and year ranges', () => {
    expect(single.filter((g) => g.kind === 'price').map((g) => g.attribute)).toEqual(['price']);
    expect(
      single
        .filter((g) => g.kind === 'range')
        .map((g) => g.attribute)
        .sort(),
    ).toEqual(['km', 'year']);
  });

  it('labels values as the page shows them', () => {
    expect(facetValueLabel('car_type', 'used', 'Pre-Owned')).toBe('Pre-Owned');
    expect(facetValueLabel('car_type', 'demo', 'Used')).toBe('Demo');
    expect(facetValueLabel('simple_body', 'peopleMover', 'Used')).toBe('People Mover');
    expect(facetValueLabel('simple_body', 'suv', 'Used')).toBe('SUV');
    expect(facetValueLabel('location_name', 'Meridian Mazda Springwood - Sales', 'Used')).toBe(
      'Meridian Mazda Springwood',
    );
    expect(facetValueLabel('status', 'coming_soon', 'Used')).toBe('Coming soon');
    expect(facetValueLabel('make', 'Mercedes-Benz', 'Used')).toBe('Mercedes-Benz');
  });

  it('names a refinement by its group', () => {
    expect(groupLabel(single, 'make')).toBe('Make');
    expect(groupLabel(single, 'query')).toBe('Search');
    expect(groupLabel(single, 'seats')).toBe('seats');
  });
});
