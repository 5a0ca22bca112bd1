import type { Car, PaymentProcessor } from '../../../src/lib/stock/car.ts';

/** A processor with a key: enough for the spec §5 reservable rule. */
export function processor(overrides: Partial<PaymentProcessor> = {}): PaymentProcessor {
  return {
    authorization_type: 'stripe',
    authorization_key: 'pk_test_123',
    deposit_amount: 500,
    apple_pay_enabled: true,
    google_pay_enabled: true,
    google_merchant_id: null,
    ...overrides,
  };
}

/** A complete, reservable, in-stock used car; tests override what they exercise. */
export function makeCar(overrides: Partial<Car> = {}): Car {
  return {
    id: 4242,
    slug: '2021-toyota-rav4-gxl-u1234',
    name: '2021 Toyota RAV4 GXL',
    year: 2021,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GXL',
    series: 'AXAH54R',
    stocknum: 'U1234',
    km: 48210,
    price: 39990,
    price_type: 'drive_away',
    drive_away_price: null,
    car_type: 'used',
    simple_body: 'suv',
    simple_transmission: 'Automatic',
    simple_fuel: 'Hybrid',
    fuel: 'Hybrid (Petrol)',
    views: 12,
    status: 'in_stock',
    sold: false,
    reserved: false,
    reservable: true,
    tag: null,
    created_at: '2026-04-01T00:00:00Z',
    certified: false,
    dealership_id: 7,
    dealership_slug: 'harbour-motors',
    location: { id: 12, name: 'Harbour Used Cars', slug: 'harbour-used', phone: '02 4900 2222' },
    primary_image_url: 'https://cdn.example.com/u1234/1.jpg',
    images: [
      {
        image: {
          url: 'https://cdn.example.com/u1234/1.jpg',
          thumb: { url: 'https://cdn.example.com/u1234/1-thumb.jpg' },
        },
      },
    ],
    thumbnails: ['https://cdn.example.com/u1234/1-thumb.jpg'],
    vin: null,
    payment_processors: [processor()],
    has_checkout_payment_processor: true,
    finance_lenders: {},
    city: 'Maitland',
    state: 'NSW',
    vehicle_kind: 'car',
    make_model: 'Toyota RAV4',
    location_name: 'Harbour Used Cars',
    dealership_name: 'Harbour Motors',
    body: 'SUV',
    transmission: 'CVT',
    colour: 'Glacier White',
    doors: 5,
    seats: 5,
    engine: '2.5L 4cyl Hybrid',
    drive_type: 'AWD',
    odometer_unit: 'km',
    rego: null,
    description: '',
    filtered_features: [],
    photos_count: 1,
    custom_rank: 100,
    consumer_notice: null,
    ...overrides,
  };
}
