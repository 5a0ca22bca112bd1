/**
 * Test stock: the platform's own generator (a multi-location Brisbane / Gold Coast group),
 * plus a few hand-made cars for the awkward cases a generator never writes: accents,
 * a facet value starting with '-', a colon inside a value, no seats, price on application.
 */
import { generateFeed } from '../../../../src/demo/stock/generate-feed.ts';
import type { Car, StockLocation } from '../../../../src/lib/stock/car.ts';
import { normaliseFeed } from '../../../../src/lib/stock/normalise.ts';

const LOCATIONS: StockLocation[] = [
  ['Meridian Toyota Brisbane', 'Brisbane', 1],
  ['Meridian Mazda Brisbane', 'Brisbane', 1],
  ['Meridian Used Cars Springwood', 'Springwood', 1],
  ['Meridian Toyota Gold Coast', 'Southport', 2],
  ['Meridian Hyundai Gold Coast', 'Southport', 2],
  ['Meridian Kia Nerang', 'Nerang', 2],
].map(([name, city, group], i) => ({
  id: 101 + i,
  name: String(name),
  slug: String(name).toLowerCase().replaceAll(' ', '-'),
  city: String(city),
  state: 'QLD',
  phone: `07 55${String(i).padStart(2, '0')} 1234`,
  dealership_id: Number(group),
  dealership_slug: group === 1 ? 'meridian-brisbane' : 'meridian-gold-coast',
  dealership_name: group === 1 ? 'Meridian Brisbane' : 'Meridian Gold Coast',
}));

export function fixtureCars(count: number, seed = 'engine-tests'): Car[] {
  const feed = generateFeed({
    seed,
    count,
    country: 'AU',
    vehicleKind: 'car',
    locations: LOCATIONS,
    now: new Date('2025-06-01T00:00:00Z'),
    paymentProcessors: [
      {
        authorization_type: 'stripe',
        authorization_key: 'pk_test_123',
        deposit_amount: 500,
        apple_pay_enabled: true,
        google_pay_enabled: true,
        google_merchant_id: null,
      },
    ],
    financeLenders: { angle: { deposit: 0, termYears: 5 } },
  });
  const { cars } = normaliseFeed(feed, {
    locations: LOCATIONS,
    notFoundImageUrl: '/media/not-found.svg',
  });
  return cars.map((car, i) => (i % 97 === 5 ? oddCar(car, i) : car));
}

/** Rewrites a generated car into one of the awkward cases. */
function oddCar(car: Car, i: number): Car {
  switch (((i - 5) / 97) % 4) {
    case 0:
      return {
        ...car,
        make: 'Citroën',
        model: 'C5 Aircross',
        make_model: 'Citroën C5 Aircross',
        badge: 'Shine',
        tag: '-10% Runout',
      };
    case 1:
      return { ...car, tag: 'Offer: Free Service', seats: null, price: 0 };
    case 2:
      return {
        ...car,
        make: 'Škoda',
        model: 'Kodiaq',
        make_model: 'Škoda Kodiaq',
        badge: 'RS',
        filtered_features: [],
      };
    default:
      return {
        ...car,
        model: 'CX-5',
        make: 'Mazda',
        make_model: 'Mazda CX-5',
        badge: 'Maxx Sport',
        simple_body: null,
      };
  }
}
