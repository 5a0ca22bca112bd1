import { parseDealer, type Dealer } from '../../../src/lib/config/index.ts';

type Json = Record<string, unknown>;

const weekdays = (start: string, end: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open', start_hour: start, end_hour: end }));

export function locationJson(overrides: Json = {}): Json {
  return {
    id: 1,
    name: 'Harbour Motors - Sales',
    slug: 'harbour-motors-sales',
    dealership_id: 10,
    dealership_slug: 'harbour-motors',
    primary: true,
    location_type: 'sales',
    address: {
      street: '12 Beach Rd',
      city: 'Kestrel Bay',
      state: 'NSW',
      postcode: '2000',
      lat: -33.8,
      lng: 151.2,
    },
    contact_detail: {
      phone: '02 9000 0000',
      email: 'sales@harbour.example.com.au',
      opening_hours: [
        ...weekdays('08:30', '17:30'),
        { weekday: 6, status: 'Open', start_hour: '09:00', end_hour: '16:00' },
        { weekday: 0, status: 'Closed' },
      ],
    },
    ...overrides,
  };
}

/** A small but complete dealer file, parsed by the real schema. `overrides` replace top-level fields. */
export function dealerJson(overrides: Json = {}): Json {
  return {
    slug: 'harbour-motors',
    template: 'showroom',
    name: 'Harbour Motors',
    url: 'https://www.harbour.example.com.au',
    country: 'AU',
    phone: '02 9000 0000',
    email: 'hello@harbour.example.com.au',
    logo: { url: '/media/harbour/logo.svg', width: 200, height: 60 },
    tagline: 'Cars by the sea',
    dealerships: [{ id: 10, slug: 'harbour-motors', name: 'Harbour Motors' }],
    locations: [locationJson()],
    navigation: { header: [{ name: 'Home', url: '/' }], footer: [] },
    legal: {
      privacy_policy: legal('Privacy Policy'),
      privacy_statement: legal('Privacy Statement'),
      terms: legal('Terms of Use'),
    },
    finance_provider: 'Manual',
    payment_provider: 'Stripe',
    theme: {
      colours: { primary: '#0a2540', accent: '#e4572e' },
      hero: {
        title: 'Drive home happy',
        subtitle: 'New and used cars',
        image: { url: '/media/harbour/hero.jpg', width: 1600, height: 900 },
      },
    },
    stock: { generate: { seed: 'harbour', count: 10 } },
    ...overrides,
  };
}

function legal(title: string): Json {
  return { title, updated: '2026-01-01', sections: [{ paragraphs: [`${title} text.`] }] };
}

export function dealer(overrides: Json = {}): Dealer {
  return parseDealer(dealerJson(overrides), 'test/dealer.json');
}
