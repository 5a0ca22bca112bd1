import {
  CAR_BODIES,
  MOTORCYCLE_BODIES,
  PRICE_TYPES,
  SIMPLE_FUELS,
  type CarType,
  type DriveType,
  type SimpleTransmission,
} from '../stock/car.ts';
import type { SavedCarList } from './list.ts';
import type { SavedCar } from './saved-car.ts';

/**
 * Spec §3: favourites are stored locally under a per-site key. Each dealer already has its
 * own host (so its own localStorage); the dealer slug in the key keeps sites apart where
 * they share one, such as a preview host.
 */
export function favouritesStorageKey(siteSlug: string): string {
  return `forecourt:${siteSlug}:favourites`;
}

export function serialiseSavedCars(list: SavedCarList): string {
  return JSON.stringify(list);
}

/**
 * The saved list from storage. Anything unreadable (not JSON, not a list, written by an older
 * or newer version, edited by hand) gives what can be kept: entries without a usable id, slug
 * and name are dropped, bad fields read as unknown, repeats keep their first place. Never throws.
 */
export function parseSavedCars(raw: string | null | undefined): SavedCar[] {
  if (typeof raw !== 'string' || raw === '') return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<number>();
  const cars: SavedCar[] = [];
  for (const entry of data) {
    const car = parseSavedCar(entry);
    if (!car || seen.has(car.id)) continue;
    seen.add(car.id);
    cars.push(car);
  }
  return cars;
}

const CAR_TYPES = ['new', 'demo', 'used'] as const satisfies readonly CarType[];
const BODIES = [...CAR_BODIES, ...MOTORCYCLE_BODIES];
const TRANSMISSIONS = ['Automatic', 'Manual'] as const satisfies readonly SimpleTransmission[];
const DRIVE_TYPES = ['FWD', 'RWD', 'AWD', '4WD'] as const satisfies readonly DriveType[];

/** One stored entry, or null when it cannot stand for a car. */
export function parseSavedCar(value: unknown): SavedCar | null {
  if (!isRecord(value)) return null;
  const id = value['id'];
  const slug = text(value['slug']);
  const name = text(value['name']);
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || !slug || !name) return null;
  return {
    id,
    slug,
    name,
    year: count(value['year']),
    make: text(value['make']),
    model: text(value['model']),
    badge: text(value['badge']),
    series: text(value['series']),
    price: count(value['price']) ?? 0,
    price_type: oneOf(value['price_type'], PRICE_TYPES),
    km: count(value['km']),
    car_type: oneOf(value['car_type'], CAR_TYPES),
    simple_body: oneOf(value['simple_body'], BODIES),
    simple_transmission: oneOf(value['simple_transmission'], TRANSMISSIONS),
    simple_fuel: oneOf(value['simple_fuel'], SIMPLE_FUELS),
    colour: text(value['colour']) || null,
    engine: text(value['engine']) || null,
    drive_type: oneOf(value['drive_type'], DRIVE_TYPES),
    seats: count(value['seats']),
    doors: count(value['doors']),
    stocknum: text(value['stocknum']),
    primary_image_url: text(value['primary_image_url']),
    location_name: text(value['location_name']),
    dealership_id: count(value['dealership_id']),
    status: value['status'] === 'coming_soon' ? 'coming_soon' : 'in_stock',
    sold: value['sold'] === true,
    reserved: value['reserved'] === true,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One of the known values (a summary field's type), else null. */
function oneOf<T extends string>(value: unknown, known: readonly T[]): T | null {
  return (known as readonly unknown[]).includes(value) ? (value as T) : null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A finite, non-negative number, else null. */
function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}
