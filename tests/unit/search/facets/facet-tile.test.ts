import { describe, expect, it } from 'vitest';
import { bodyStyleLabel, facetTile, makeLogoUrl } from '../../../../src/lib/search/facets/index.ts';

const SPEC_BODY_STYLES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
];

describe('facetTile', () => {
  it('makes show their logo', () => {
    expect(facetTile('make', 'Mercedes-Benz', 12)).toEqual({
      attribute: 'make',
      value: 'Mercedes-Benz',
      label: 'Mercedes-Benz',
      count: 12,
      image: '/media/makes/mercedes-benz.svg',
    });
    expect(makeLogoUrl('Alfa Romeo')).toBe('/media/makes/alfa-romeo.svg');
    expect(makeLogoUrl('  ')).toBeNull();
  });

  it.each(SPEC_BODY_STYLES)('body style %s has an image', (style) => {
    expect(facetTile('simple_body', style, 3).image).toBe(`/media/bodies/${style}.svg`);
  });

  it('labels body styles', () => {
    expect(facetTile('simple_body', 'suv', 3).label).toBe('SUV');
    expect(facetTile('simple_body', 'peopleMover', 3).label).toBe('People Mover');
    expect(facetTile('simple_body', 'stationWagon', 3).label).toBe('Station Wagon');
    expect(facetTile('simple_body', '4x4', 3).label).toBe('4x4');
    expect(facetTile('simple_body', 'softtop', 3).label).toBe('Soft Top');
    expect(facetTile('simple_body', 'hardtop', 3).label).toBe('Hardtop');
    expect(facetTile('simple_body', 'hatch', 3).label).toBe('Hatch');
  });

  it('an unknown body style has a label but no image', () => {
    expect(facetTile('simple_body', 'tractorUnit', 1)).toMatchObject({
      label: 'Tractor Unit',
      image: null,
    });
  });

  it('car types use the used label', () => {
    expect(facetTile('car_type', 'used', 40, { usedLabel: 'Pre-Owned' })).toMatchObject({
      label: 'Pre-Owned',
      image: null,
      count: 40,
    });
    expect(facetTile('car_type', 'used', 40).label).toBe('Used');
  });

  it('other attributes show the value as is', () => {
    expect(facetTile('city', 'Gold Coast', 7)).toEqual({
      attribute: 'city',
      value: 'Gold Coast',
      label: 'Gold Coast',
      count: 7,
      image: null,
    });
  });
});

describe('bodyStyleLabel', () => {
  it('covers every spec body style with a non-empty label', () => {
    for (const style of SPEC_BODY_STYLES) expect(bodyStyleLabel(style)).toMatch(/^[A-Z0-9]/);
  });

  it('splits camel case and capitalises', () => {
    expect(bodyStyleLabel('cabChassis')).toBe('Cab Chassis');
    expect(bodyStyleLabel('lightTruck')).toBe('Light Truck');
    expect(bodyStyleLabel('sedan')).toBe('Sedan');
  });
});
