import type { Location } from '../../../src/lib/config/index.ts';

let nextId = 1;

/** A valid parsed Location; tests override only what they are about. */
export function location(
  over: Partial<Omit<Location, 'address' | 'contact_detail'>> & {
    street?: string;
    city?: string;
    phone?: string;
  } = {},
): Location {
  const id = nextId++;
  const {
    street = `${id} Marina Parade`,
    city = 'Kestrel Bay',
    phone = '02 5550 1234',
    ...rest
  } = over;
  return {
    id,
    name: `Site ${id}`,
    slug: `site-${id}`,
    dealership_id: 1,
    dealership_slug: 'kestrel-bay',
    primary: false,
    visible: true,
    location_type: 'sales',
    location_subtype: [],
    manufacturers: [],
    position: 0,
    address: { street, city, state: 'NSW', postcode: '2299', lat: -33, lng: 151 },
    contact_detail: { phone, email: 'sales@example.com.au', opening_hours: [], special_hours: [] },
    ...rest,
  };
}
