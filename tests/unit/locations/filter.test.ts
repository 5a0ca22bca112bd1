import { describe, expect, it } from 'vitest';
import {
  filterLocations,
  parseLocationFilter,
  primarySalesLocation,
} from '../../../src/lib/locations/index.ts';
import { makeLocation } from './make-location.ts';

const sales = makeLocation({ id: 11, name: 'Sales', primary: true });
const sales2 = makeLocation({ id: 12, name: 'Sales Two', position: 2 });
const service = makeLocation({ id: 13, name: 'Service', location_type: 'service' });
const parts = makeLocation({ id: 14, name: 'Parts', location_type: 'parts' });
const hidden = makeLocation({ id: 15, name: 'Hidden', visible: false });
const all = [parts, hidden, service, sales2, sales];
const names = (list: { name: string }[]) => list.map((l) => l.name);

describe('filterLocations', () => {
  it('all: every visible location, sorted', () => {
    expect(names(filterLocations(all, 'all'))).toEqual(['Sales', 'Sales Two', 'Service', 'Parts']);
  });

  it('by type', () => {
    expect(names(filterLocations(all, 'sales'))).toEqual(['Sales', 'Sales Two']);
    expect(names(filterLocations(all, 'service'))).toEqual(['Service']);
    expect(names(filterLocations(all, 'parts'))).toEqual(['Parts']);
    expect(names(filterLocations(all, 'service-and-parts'))).toEqual(['Service', 'Parts']);
  });

  it('primary: the flagged locations, or the first when none is flagged', () => {
    expect(names(filterLocations(all, 'primary'))).toEqual(['Sales']);
    expect(names(filterLocations([parts, service, sales2], 'primary'))).toEqual(['Sales Two']);
  });

  it('a location id selects that location only if visible', () => {
    expect(names(filterLocations(all, 13))).toEqual(['Service']);
    expect(filterLocations(all, 15)).toEqual([]);
    expect(filterLocations(all, 99)).toEqual([]);
  });
});

describe('parseLocationFilter', () => {
  it('reads named filters and ids', () => {
    expect(parseLocationFilter('service-and-parts')).toBe('service-and-parts');
    expect(parseLocationFilter('primary')).toBe('primary');
    expect(parseLocationFilter('42')).toBe(42);
    expect(parseLocationFilter(7)).toBe(7);
  });

  it('rejects anything else', () => {
    expect(parseLocationFilter('map')).toBeUndefined();
    expect(parseLocationFilter('04')).toBeUndefined();
    expect(parseLocationFilter(0)).toBeUndefined();
    expect(parseLocationFilter(1.5)).toBeUndefined();
  });
});

describe('primarySalesLocation', () => {
  it('prefers the primary sales location', () => {
    expect(primarySalesLocation(all)?.name).toBe('Sales');
  });

  it('else the first sales location, else the first visible one', () => {
    expect(primarySalesLocation([sales2, service])?.name).toBe('Sales Two');
    expect(primarySalesLocation([parts, service])?.name).toBe('Service');
  });

  it('skips a primary service location for a sales one', () => {
    const primaryService = makeLocation({
      name: 'Main Service',
      location_type: 'service',
      primary: true,
    });
    expect(primarySalesLocation([primaryService, sales2])?.name).toBe('Sales Two');
  });

  it('gives undefined for no locations', () => {
    expect(primarySalesLocation([])).toBeUndefined();
  });
});
