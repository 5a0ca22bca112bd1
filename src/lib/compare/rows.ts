import type { Options } from '../config/index.ts';
import { carTypeLabel } from '../content/stock-count-cards.ts';
import type { SavedCar } from '../favourites/saved-car.ts';
import { bodyStyleLabel } from '../search/facets/body-style.ts';
import { formatKm, formatPriceWithType } from './format.ts';

/**
 * The compare table's rows, in the order a shopper weighs cars: what it costs, how new and
 * used it is, what it is, how it drives, what it looks like, and where to see it. Each row is
 * a field of the saved car (itself a slice of the car summary, cars/car-summary.ts).
 */
export const COMPARE_ATTRIBUTES = [
  { key: 'price', label: 'Price' },
  { key: 'car_type', label: 'Condition' },
  { key: 'year', label: 'Year' },
  { key: 'km', label: 'Odometer' },
  { key: 'simple_body', label: 'Body' },
  { key: 'simple_transmission', label: 'Transmission' },
  { key: 'simple_fuel', label: 'Fuel' },
  { key: 'engine', label: 'Engine' },
  { key: 'drive_type', label: 'Drive' },
  { key: 'colour', label: 'Colour' },
  { key: 'seats', label: 'Seats' },
  { key: 'doors', label: 'Doors' },
  { key: 'location_name', label: 'Location' },
  { key: 'stocknum', label: 'Stock #' },
] as const satisfies readonly { key: keyof SavedCar; label: string }[];

export type CompareAttribute = (typeof COMPARE_ATTRIBUTES)[number]['key'];

export interface CompareOptions {
  usedLabel?: Options['used_label'];
}

export interface CompareRow {
  key: CompareAttribute;
  label: string;
  /** One per car, in the cars' order; null where the car's value is unknown. */
  values: (string | null)[];
  /** The cars do not all share one value (an unknown counts as a value of its own). */
  differs: boolean;
}

/** One attribute of one car as the table shows it; null when unknown. */
export function compareValue(
  car: SavedCar,
  key: CompareAttribute,
  options: CompareOptions = {},
): string | null {
  switch (key) {
    case 'price':
      return formatPriceWithType(car.price, car.price_type);
    case 'car_type':
      return car.car_type ? carTypeLabel(car.car_type, options.usedLabel ?? 'Used') : null;
    case 'year':
      return car.year && car.year > 0 ? String(car.year) : null;
    case 'km':
      return formatKm(car.km);
    case 'simple_body':
      return car.simple_body ? bodyStyleLabel(car.simple_body) : null;
    case 'seats':
    case 'doors':
      return car[key] && car[key] > 0 ? String(car[key]) : null;
    default:
      return car[key] || null;
  }
}

/**
 * The rows for the saved cars, side by side. Rows no car has a value for are left out; with
 * two or more cars a row whose values are not all the same is marked `differs`, so the table
 * can highlight where the cars part ways (comparing case- and space-insensitively).
 */
export function compareRows(cars: readonly SavedCar[], options: CompareOptions = {}): CompareRow[] {
  return COMPARE_ATTRIBUTES.flatMap(({ key, label }) => {
    const values = cars.map((car) => compareValue(car, key, options));
    if (values.every((value) => value === null)) return [];
    const distinct = new Set(
      values.map((value) => value?.replace(/\s+/g, ' ').trim().toLowerCase() ?? null),
    );
    return [{ key, label, values, differs: cars.length > 1 && distinct.size > 1 }];
  });
}
