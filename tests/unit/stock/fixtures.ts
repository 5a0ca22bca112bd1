import type { StockLocation } from '../../../src/lib/stock/car.ts';
import { FEED_FORMAT } from '../../../src/lib/stock/feed-schema.ts';
import type { NormaliseContext } from '../../../src/lib/stock/normalise.ts';

export const LOCATIONS: StockLocation[] = [
  {
    id: 11,
    name: 'Harbour Toyota - Sales',
    slug: 'harbour-toyota',
    city: 'Newcastle',
    state: 'NSW',
    phone: '02 4900 1111',
    dealership_id: 7,
    dealership_slug: 'harbour-motors',
    dealership_name: 'Harbour Motors',
  },
  {
    id: 12,
    name: 'Harbour Used Cars',
    slug: 'harbour-used',
    city: 'Maitland',
    state: 'NSW',
    phone: '02 4900 2222',
    dealership_id: 7,
    dealership_slug: 'harbour-motors',
    dealership_name: 'Harbour Motors',
  },
  {
    id: 13,
    name: 'Harbour Mazda',
    slug: 'harbour-mazda',
    city: 'Charlestown',
    state: 'NSW',
    phone: '02 4900 3333',
    dealership_id: 8,
    dealership_slug: 'harbour-mazda',
    dealership_name: 'Harbour Mazda',
  },
];

export const CONTEXT: NormaliseContext = {
  locations: LOCATIONS,
  notFoundImageUrl: '/media/not-found.svg',
};

export const NOW = new Date('2026-05-01T00:00:00Z');

/** A complete, clean vehicle; tests override what they exercise. */
export function vehicle(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 1001,
    stocknum: 'U1234',
    car_type: 'used',
    year: 2021,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GXL',
    series: 'AXAH54R',
    km: 48210,
    price: 39990,
    body: 'SUV',
    transmission: 'CVT',
    fuel: 'Hybrid (Petrol)',
    colour: 'Glacier White',
    created_at: '2026-04-20T09:30:00+10:00',
    location_id: 12,
    images: ['https://cdn.example.com/u1234/1.jpg', 'https://cdn.example.com/u1234/2.jpg'],
    ...overrides,
  };
}

export function feed(
  vehicles: unknown[],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    format: FEED_FORMAT,
    dealer: 'harbour-motors',
    generated_at: '2026-05-01T00:00:00Z',
    vehicles,
    ...overrides,
  };
}
