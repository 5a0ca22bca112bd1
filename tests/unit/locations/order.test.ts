import { describe, expect, it } from 'vitest';
import { LOCATION_TYPE_ORDER, sortLocations } from '../../../src/lib/locations/index.ts';
import { makeLocation } from './make-location.ts';

describe('sortLocations', () => {
  it('orders by type: sales 1, service 2, parts 3', () => {
    expect(LOCATION_TYPE_ORDER).toEqual({ sales: 1, service: 2, parts: 3 });
    const parts = makeLocation({ name: 'A Parts', location_type: 'parts' });
    const service = makeLocation({ name: 'B Service', location_type: 'service' });
    const sales = makeLocation({ name: 'C Sales', location_type: 'sales' });
    expect(sortLocations([parts, service, sales]).map((l) => l.name)).toEqual([
      'C Sales',
      'B Service',
      'A Parts',
    ]);
  });

  it('then by position, then by name', () => {
    const b = makeLocation({ name: 'Bravo', position: 1 });
    const a = makeLocation({ name: 'Alpha', position: 1 });
    const first = makeLocation({ name: 'Zulu', position: 0 });
    expect(sortLocations([b, a, first]).map((l) => l.name)).toEqual(['Zulu', 'Alpha', 'Bravo']);
  });

  it('treats an empty location_type as sales', () => {
    const blank = makeLocation({ name: 'Blank', location_type: '' as never });
    const service = makeLocation({ name: 'Service', location_type: 'service' });
    expect(sortLocations([service, blank]).map((l) => l.name)).toEqual(['Blank', 'Service']);
  });

  it('does not change the input', () => {
    const list = [
      makeLocation({ location_type: 'parts' }),
      makeLocation({ location_type: 'sales' }),
    ];
    const before = [...list];
    sortLocations(list);
    expect(list).toEqual(before);
  });
});
