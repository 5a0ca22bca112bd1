import { location as locationSchema } from '../../../src/lib/config/location.ts';
import type { Location } from '../../../src/lib/config/index.ts';

type Overrides = Partial<Omit<Location, 'address' | 'contact_detail'>> & {
  address?: Partial<Location['address']>;
};

let nextId = 1;

/** A valid location through the real schema (defaults applied), with overrides. */
export function makeLocation(overrides: Overrides = {}): Location {
  const id = overrides.id ?? nextId++;
  const { address, ...rest } = overrides;
  return locationSchema.parse({
    id,
    name: `Location ${id}`,
    slug: `location-${id}`,
    dealership_id: 1,
    dealership_slug: 'kestrel-bay-subaru',
    address: {
      street: `${id} Beach Road`,
      city: 'Kestrel Bay',
      state: 'NSW',
      postcode: '2000',
      lat: -33.86,
      lng: 151.2,
      ...address,
    },
    contact_detail: { phone: '02 9000 0000', email: 'sales@example.com.au' },
    ...rest,
  });
}
