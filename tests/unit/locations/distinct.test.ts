import { describe, expect, it } from 'vitest';
import { addressKey, distinctLocations } from '../../../src/lib/locations/index.ts';
import { makeLocation } from './make-location.ts';

describe('distinctLocations', () => {
  it('keeps the first location at each street and postcode', () => {
    const sales = makeLocation({
      name: 'Sales',
      address: { street: '12 Beach Rd', postcode: '2000' },
    });
    const service = makeLocation({
      name: 'Service',
      location_type: 'service',
      address: { street: '12 Beach Rd', postcode: '2000' },
    });
    const other = makeLocation({
      name: 'Other',
      address: { street: '40 Hill St', postcode: '2000' },
    });
    expect(distinctLocations([sales, service, other]).map((l) => l.name)).toEqual([
      'Sales',
      'Other',
    ]);
  });

  it('ignores case, spacing and punctuation in the street', () => {
    const a = makeLocation({ address: { street: '12 Beach Rd.', postcode: '2000' } });
    const b = makeLocation({ address: { street: '12  beach rd', postcode: '2000' } });
    expect(addressKey(a)).toBe(addressKey(b));
    expect(distinctLocations([a, b])).toHaveLength(1);
  });

  it('treats the same street in another postcode as another place', () => {
    const a = makeLocation({ address: { street: '1 Main St', postcode: '4000' } });
    const b = makeLocation({ address: { street: '1 Main St', postcode: '4217' } });
    expect(distinctLocations([a, b])).toHaveLength(2);
  });
});
