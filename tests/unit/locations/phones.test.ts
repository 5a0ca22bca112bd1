import { describe, expect, it } from 'vitest';
import { departmentPhones } from '../../../src/lib/locations/index.ts';
import { makeLocation } from './make-location.ts';

const withPhone = (phone: string, extra: Parameters<typeof makeLocation>[0] = {}) => {
  const loc = makeLocation(extra);
  return { ...loc, contact_detail: { ...loc.contact_detail, phone } };
};

describe('departmentPhones', () => {
  it('lists sales, service and parts numbers in that order', () => {
    const locations = [
      withPhone('02 1111 3333', { location_type: 'parts' }),
      withPhone('02 1111 2222', { location_type: 'service' }),
      withPhone('02 1111 1111', { location_type: 'sales' }),
    ];
    expect(departmentPhones(locations)).toEqual([
      { label: 'Sales', phone: '02 1111 1111' },
      { label: 'Service', phone: '02 1111 2222' },
      { label: 'Parts', phone: '02 1111 3333' },
    ]);
  });

  it('prefers the primary location of a type and lists a shared number once', () => {
    const locations = [
      withPhone('02 9999 0000', { location_type: 'sales', position: 0 }),
      withPhone('02 1111 1111', { location_type: 'sales', primary: true, position: 5 }),
      withPhone('(02) 1111-1111', { location_type: 'service' }),
    ];
    expect(departmentPhones(locations)).toEqual([{ label: 'Sales', phone: '02 1111 1111' }]);
  });

  it('skips hidden locations and uses the dealer phone when no sales location shows', () => {
    const locations = [
      withPhone('02 1111 1111', { visible: false }),
      withPhone('02 2222 2222', { location_type: 'service' }),
    ];
    expect(departmentPhones(locations, '1300 000 000')).toEqual([
      { label: 'Sales', phone: '1300 000 000' },
      { label: 'Service', phone: '02 2222 2222' },
    ]);
    expect(departmentPhones([])).toEqual([]);
  });
});
