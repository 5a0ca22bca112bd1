import { describe, expect, it } from 'vitest';
import {
  FilterSyntaxError,
  parseFacetFilters,
  parseFilters,
  parseNumericFilters,
} from '../../../../src/lib/search/engine/filters-parser.ts';

describe('parseFilters', () => {
  it('reads a facet condition, bare or quoted on either side', () => {
    expect(parseFilters('make:Toyota')).toEqual({ op: 'is', attr: 'make', value: 'Toyota' });
    expect(parseFilters('tag:"Runout Sale"')).toEqual({
      op: 'is',
      attr: 'tag',
      value: 'Runout Sale',
    });
    expect(parseFilters('"location_name":"Meridian \\"Kia\\" Nerang"')).toEqual({
      op: 'is',
      attr: 'location_name',
      value: 'Meridian "Kia" Nerang',
    });
    expect(parseFilters('tag:""')).toEqual({ op: 'is', attr: 'tag', value: '' });
  });

  it('reads numeric comparisons with or without spaces, and ranges', () => {
    expect(parseFilters('price > 200')).toEqual({ op: '>', attr: 'price', value: 200 });
    expect(parseFilters('price>=5000')).toEqual({ op: '>=', attr: 'price', value: 5000 });
    expect(parseFilters('km != 0')).toEqual({ op: '!=', attr: 'km', value: 0 });
    expect(parseFilters('price <= -1.5')).toEqual({ op: '<=', attr: 'price', value: -1.5 });
    expect(parseFilters('price:5000 TO 250000')).toEqual({
      op: 'to',
      attr: 'price',
      value: 5000,
      to: 250000,
    });
    expect(parseFilters('year = 2020')).toEqual({ op: '=', attr: 'year', value: 2020 });
  });

  it('gives AND precedence over OR, honours parentheses and NOT', () => {
    expect(parseFilters('a:1 OR b:2 AND c:3')).toEqual({
      op: 'or',
      of: [
        { op: 'is', attr: 'a', value: '1' },
        {
          op: 'and',
          of: [
            { op: 'is', attr: 'b', value: '2' },
            { op: 'is', attr: 'c', value: '3' },
          ],
        },
      ],
    });
    expect(
      parseFilters('car_type:used AND (make:Toyota OR make:"Land Rover") AND NOT sold:true'),
    ).toEqual({
      op: 'and',
      of: [
        { op: 'is', attr: 'car_type', value: 'used' },
        {
          op: 'or',
          of: [
            { op: 'is', attr: 'make', value: 'Toyota' },
            { op: 'is', attr: 'make', value: 'Land Rover' },
          ],
        },
        { op: 'not', of: { op: 'is', attr: 'sold', value: 'true' } },
      ],
    });
    expect(parseFilters('NOT (a:1 OR a:2)')).toEqual({
      op: 'not',
      of: {
        op: 'or',
        of: [
          { op: 'is', attr: 'a', value: '1' },
          { op: 'is', attr: 'a', value: '2' },
        ],
      },
    });
  });

  it('reads keywords in any case, but not inside quotes', () => {
    expect(parseFilters('a:1 and b:2')).toEqual({
      op: 'and',
      of: [
        { op: 'is', attr: 'a', value: '1' },
        { op: 'is', attr: 'b', value: '2' },
      ],
    });
    expect(parseFilters('make:"AND"')).toEqual({ op: 'is', attr: 'make', value: 'AND' });
  });

  it('treats empty or blank filters as no filter', () => {
    expect(parseFilters(undefined)).toBeNull();
    expect(parseFilters('')).toBeNull();
    expect(parseFilters('   ')).toBeNull();
  });

  it.each([
    'make:',
    'make Toyota',
    'price > abc',
    'price >',
    '(make:Toyota',
    'make:Toyota)',
    'make:Toyota AND',
    'make:Toyota OR OR make:Kia',
    'price:5 TO',
    'price:5 TO x',
    'make:"unclosed',
    '! make:x',
    'AND',
    ':x',
  ])('rejects %j with a FilterSyntaxError', (source) => {
    expect(() => parseFilters(source)).toThrow(FilterSyntaxError);
  });

  it('rejects a filters value that is not a string', () => {
    expect(() => parseFilters(42)).toThrow(FilterSyntaxError);
  });
});

describe('parseFacetFilters', () => {
  it('reads AND-arrays of entries and OR-arrays', () => {
    expect(parseFacetFilters(['make:Toyota', ['model:RAV4', 'model:Corolla']])).toEqual({
      op: 'and',
      of: [
        { op: 'is', attr: 'make', value: 'Toyota' },
        {
          op: 'or',
          of: [
            { op: 'is', attr: 'model', value: 'RAV4' },
            { op: 'is', attr: 'model', value: 'Corolla' },
          ],
        },
      ],
    });
  });

  it('reads a single string as one filter and keeps colons inside the value', () => {
    expect(parseFacetFilters('tag:Offer: Free Service')).toEqual({
      op: 'is',
      attr: 'tag',
      value: 'Offer: Free Service',
    });
  });

  it('negates a leading "-" and unescapes "\\-"', () => {
    expect(parseFacetFilters(['tag:-Special'])).toEqual({
      op: 'and',
      of: [{ op: 'not', of: { op: 'is', attr: 'tag', value: 'Special' } }],
    });
    expect(parseFacetFilters(['tag:\\-10% Runout'])).toEqual({
      op: 'and',
      of: [{ op: 'is', attr: 'tag', value: '-10% Runout' }],
    });
    expect(parseFacetFilters(['tag:-\\-10% Runout'])).toEqual({
      op: 'and',
      of: [{ op: 'not', of: { op: 'is', attr: 'tag', value: '-10% Runout' } }],
    });
  });

  it('treats missing or empty facetFilters as no filter', () => {
    expect(parseFacetFilters(undefined)).toBeNull();
    expect(parseFacetFilters('')).toBeNull();
    expect(parseFacetFilters([])).toEqual({ op: 'and', of: [] });
  });

  it.each([[['make']], [[':Toyota']], [[42]], [{ make: 'Toyota' }], [[[['a:1']]]]])(
    'rejects %j',
    (input) => {
      expect(() => parseFacetFilters(input)).toThrow(FilterSyntaxError);
    },
  );
});

describe('parseNumericFilters', () => {
  it('reads comparisons, equality by colon, ranges and OR-arrays', () => {
    expect(parseNumericFilters(['price>=5000', 'price<=250000'])).toEqual({
      op: 'and',
      of: [
        { op: '>=', attr: 'price', value: 5000 },
        { op: '<=', attr: 'price', value: 250000 },
      ],
    });
    expect(parseNumericFilters([['year=2020', 'year = 2021']])).toEqual({
      op: 'and',
      of: [
        {
          op: 'or',
          of: [
            { op: '=', attr: 'year', value: 2020 },
            { op: '=', attr: 'year', value: 2021 },
          ],
        },
      ],
    });
    expect(parseNumericFilters('km:0 TO 10000')).toEqual({
      op: 'to',
      attr: 'km',
      value: 0,
      to: 10000,
    });
    expect(parseNumericFilters('seats:7')).toEqual({ op: '=', attr: 'seats', value: 7 });
  });

  it.each([['price>>5'], ['price>='], ['price>=abc'], ['price'], [['price=1', 5]], ['km:1 TO']])(
    'rejects %j',
    (input) => {
      expect(() => parseNumericFilters(input)).toThrow(FilterSyntaxError);
    },
  );
});
