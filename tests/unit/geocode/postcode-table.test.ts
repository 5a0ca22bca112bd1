import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../../src/lib/locations/geo.ts';
import { embeddedTable } from '../../../src/server/api/geocode/embedded-table.ts';
import {
  PostcodeTableError,
  postcodeTable,
} from '../../../src/server/api/geocode/postcode-table.ts';

const file = (countries: unknown) => ({
  source: 's',
  attribution: 'a',
  licence: 'l',
  position: 'p',
  countries,
});

describe('postcodeTable', () => {
  it('looks a postcode up in its own country only', () => {
    const table = postcodeTable(file({ AU: { '2250': [-33.411, 151.3022] } }));
    expect(table.lookup('AU', '2250')).toEqual({ lat: -33.411, lng: 151.3022 });
    expect(table.lookup('NZ', '2250')).toBeUndefined();
    expect(table.lookup('AU', '2251')).toBeUndefined();
    expect([...table.countries]).toEqual(['AU']);
  });

  it('keeps leading zeros: 0800 is not 800', () => {
    const table = postcodeTable(file({ AU: { '0800': [-12.39, 130.78] } }));
    expect(table.lookup('AU', '0800')).toEqual({ lat: -12.39, lng: 130.78 });
    expect(table.lookup('AU', '800')).toBeUndefined();
  });

  it.each([
    ['no countries', { source: 's' }],
    ['not an object', null],
    ['an unknown country', file({ US: { '9021': [1, 2] } })],
    ['a country that is not an object', file({ AU: 'nope' })],
    ['a postcode of 3 digits', file({ AU: { '800': [-12.39, 130.78] } })],
    ['a latitude past 90', file({ AU: { '0800': [-91, 130.78] } })],
    ['a longitude past 180', file({ AU: { '0800': [-12.39, 181] } })],
    ['a position that is not a pair of numbers', file({ AU: { '0800': ['-12', '130'] } })],
    ['a position that is not a list', file({ AU: { '0800': { lat: -12, lng: 130 } } })],
  ])('refuses a table with %s', (_, content) => {
    expect(() => postcodeTable(content)).toThrow(PostcodeTableError);
  });
});

describe('the committed table', () => {
  it('holds every Australian postcode the dataset places, and no New Zealand ones', async () => {
    const table = await embeddedTable();
    expect([...table.countries]).toEqual(['AU']);
    // Central Coast, Sydney, Melbourne, Darwin, Hobart and Perth, within a few km of their centres.
    const places: [string, number, number][] = [
      ['2250', -33.43, 151.34],
      ['2000', -33.87, 151.21],
      ['3000', -37.81, 144.96],
      ['0800', -12.46, 130.84],
      ['7000', -42.88, 147.33],
      ['6000', -31.95, 115.86],
    ];
    for (const [postcode, lat, lng] of places) {
      const position = table.lookup('AU', postcode);
      expect(position, postcode).toBeDefined();
      expect(distanceKm(position!, { lat, lng }), postcode).toBeLessThan(15);
    }
  });

  it('is loaded once per process', async () => {
    expect(await embeddedTable()).toBe(await embeddedTable());
  });
});
