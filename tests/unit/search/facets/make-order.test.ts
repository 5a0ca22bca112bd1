import { describe, expect, it } from 'vitest';
import {
  MAINSTREAM_MAKES,
  compareMakes,
  mainstreamRank,
  sortMakeFacetValues,
} from '../../../../src/lib/search/facets/index.ts';

describe('make order', () => {
  it('has 20 distinct mainstream makes, Toyota first', () => {
    expect(MAINSTREAM_MAKES).toHaveLength(20);
    expect(new Set(MAINSTREAM_MAKES).size).toBe(20);
    expect(MAINSTREAM_MAKES[0]).toBe('Toyota');
  });

  it('puts mainstream makes first in list order, then the rest alphabetically', () => {
    const makes = ['Volvo', 'Kia', 'Alfa Romeo', 'Toyota', 'skoda', 'Lexus', 'Abarth', 'Mazda'];
    expect([...makes].sort(compareMakes)).toEqual([
      'Toyota',
      'Mazda',
      'Kia',
      'Lexus',
      'Abarth',
      'Alfa Romeo',
      'skoda',
      'Volvo',
    ]);
  });

  it('matches mainstream makes ignoring case and punctuation', () => {
    expect(mainstreamRank('TOYOTA')).toBe(0);
    expect(mainstreamRank('Mercedes Benz')).toBe(MAINSTREAM_MAKES.indexOf('Mercedes-Benz'));
    expect(mainstreamRank('mg')).toBe(MAINSTREAM_MAKES.indexOf('MG'));
    expect(mainstreamRank('Volvo')).toBeNull();
    expect(mainstreamRank('')).toBeNull();
  });

  it('is a consistent comparator', () => {
    expect(compareMakes('Toyota', 'Toyota')).toBe(0);
    expect(compareMakes('Toyota', 'Abarth')).toBeLessThan(0);
    expect(compareMakes('Abarth', 'Toyota')).toBeGreaterThan(0);
    expect(compareMakes('Lexus', 'Audi')).toBeGreaterThan(0);
    expect(compareMakes('Zeekr', 'Aston Martin')).toBeGreaterThan(0);
  });

  it('orders case variants of one unknown make deterministically', () => {
    expect(['polestar', 'Polestar'].sort(compareMakes)).toEqual(
      ['Polestar', 'polestar'].sort(compareMakes),
    );
    expect(compareMakes('Polestar', 'polestar')).not.toBe(0);
  });

  it('sorts InstantSearch facet values by name', () => {
    const values = [
      { name: 'Volvo', count: 9 },
      { name: 'Ford', count: 1 },
      { name: 'BMW', count: 5 },
    ];
    expect([...values].sort(sortMakeFacetValues).map((v) => v.name)).toEqual([
      'Ford',
      'BMW',
      'Volvo',
    ]);
  });
});
