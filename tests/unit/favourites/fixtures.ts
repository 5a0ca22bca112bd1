/** Readable cars for the favourites, compare and analytics tests: every field spelled out. */
import type { SavedCar } from '../../../src/lib/favourites/saved-car.ts';
import type { Car } from '../../../src/lib/stock/car.ts';

export function fullCar(overrides: Partial<Car> = {}): Car {
  return {
    id: 101,
    slug: '2023-toyota-rav4-gxl-u101',
    name: '2023 Toyota RAV4 GXL',
    year: 2023,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GXL',
    series: 'AXAH54R',
    stocknum: 'U101',
    km: 27534,
    price: 29490,
    price_type: 'drive_away',
    car_type: 'used',
    simple_body: 'suv',
    simple_transmission: 'Automatic',
    simple_fuel: 'Hybrid',
    fuel: 'Hybrid (Petrol)',
    views: 10,
    status: 'in_stock',
    sold: false,
    reserved: false,
    reservable: true,
    tag: null,
    created_at: '2026-09-20T20:47:59.000Z',
    certified: true,
    dealership_id: 210,
    dealership_slug: 'kestrel-bay-subaru',
    location: {
      id: 2101,
      name: 'Kestrel Bay - Sales',
      slug: 'kestrel-bay-sales',
      phone: '02 5550 1200',
    },
    primary_image_url: '/media/stock/suv-red-side.svg',
    images: [
      {
        image: {
          url: '/media/stock/suv-red-side.svg',
          thumb: { url: '/media/stock/suv-red-side.svg' },
        },
      },
    ],
    thumbnails: ['/media/stock/suv-red-side.svg'],
    vin: null,
    payment_processors: [],
    has_checkout_payment_processor: false,
    finance_lenders: {},
    city: 'Erina',
    state: 'NSW',
    vehicle_kind: 'car',
    make_model: 'Toyota RAV4',
    location_name: 'Kestrel Bay - Sales',
    dealership_name: 'Kestrel Bay Subaru',
    body: 'SUV',
    transmission: 'CVT',
    colour: 'Red Mica',
    doors: 5,
    seats: 5,
    engine: '2.5L 4cyl Hybrid',
    drive_type: 'FWD',
    odometer_unit: 'km',
    rego: null,
    description: '',
    filtered_features: [],
    photos_count: 1,
    custom_rank: 1,
    ...overrides,
  };
}

/** A saved snapshot with a given id (name and slug follow it). */
export function savedCar(id: number, overrides: Partial<SavedCar> = {}): SavedCar {
  return {
    id,
    slug: `car-${id}`,
    name: `Car ${id}`,
    year: 2023,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GXL',
    series: '',
    price: 29490,
    price_type: 'drive_away',
    km: 27534,
    car_type: 'used',
    simple_body: 'suv',
    simple_transmission: 'Automatic',
    simple_fuel: 'Hybrid',
    colour: 'Red Mica',
    engine: '2.5L 4cyl Hybrid',
    drive_type: 'FWD',
    seats: 5,
    doors: 5,
    stocknum: `U${id}`,
    primary_image_url: '/media/stock/suv-red-side.svg',
    location_name: 'Kestrel Bay - Sales',
    dealership_id: 210,
    status: 'in_stock',
    sold: false,
    reserved: false,
    ...overrides,
  };
}

export function savedCars(...ids: number[]): SavedCar[] {
  return ids.map((id) => savedCar(id));
}
