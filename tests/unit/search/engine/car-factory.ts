/** Hand-made cars for tests that need exact, readable stock: a generated car with fields overridden. */
import type { Car } from '../../../../src/lib/stock/car.ts';
import { fixtureCars } from './fixture-cars.ts';

const [base] = fixtureCars(1, 'factory');

/**
 * custom_rank defaults to 1000 - id, so lower ids come first in the default order. Fields the
 * tests rely on are set here, so changes to the generator cannot move them.
 */
export function car(id: number, overrides: Partial<Car> = {}): Car {
  const c: Car = {
    ...base!,
    id,
    stocknum: `Q${id}`,
    custom_rank: 1000 - id,
    year: 2024,
    make: 'Toyota',
    model: 'Camry',
    badge: '',
    seats: 5,
    simple_body: 'sedan',
    simple_fuel: 'Petrol',
    simple_transmission: 'Automatic',
    car_type: 'used',
    status: 'in_stock',
    filtered_features: ['Bluetooth', 'Reversing Camera'],
    tag: null,
    sold: false,
    reserved: false,
    certified: false,
    colour: 'White',
    series: '',
    body: '',
    fuel: '',
    transmission: '',
    drive_type: null,
    ...overrides,
  };
  return {
    ...c,
    make_model: overrides.make_model ?? `${c.make} ${c.model}`,
    name: overrides.name ?? [c.year, c.make, c.model, c.badge].filter(Boolean).join(' '),
    slug: overrides.slug ?? `car-${id}`,
  };
}
