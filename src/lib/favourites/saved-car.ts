import type { CarSummary } from '../cars/car-summary.ts';

/** Summary fields a snapshot always has: text reads '' and a price 0 when they were lost. */
type KeptAsIs =
  | 'id'
  | 'slug'
  | 'name'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'price'
  | 'primary_image_url'
  | 'status'
  | 'sold'
  | 'reserved';

/**
 * Summary fields a snapshot may not know (saved from a thinner hit, or by an older version).
 * The dealership id goes with the favourite-add event (spec §7 payloads carry dealership_id).
 */
type KeptOrUnknown =
  | 'year'
  | 'price_type'
  | 'km'
  | 'car_type'
  | 'simple_body'
  | 'simple_transmission'
  | 'simple_fuel'
  | 'colour'
  | 'engine'
  | 'drive_type'
  | 'seats'
  | 'doors'
  | 'dealership_id';

/**
 * What a shopper's browser keeps of a saved car: the part of its summary (cars/car-summary.ts)
 * the favourites bar, the saved cars page and the compare table show, without another
 * request. A snapshot, so it can go stale (a car sold since); unknown values are null, never
 * absent. Stored snapshots keep the stock number as text and the location flat.
 */
export type SavedCar = Pick<CarSummary, KeptAsIs> & {
  [K in KeptOrUnknown]: CarSummary[K] | null;
} & {
  /** '' when unknown, as stored snapshots always had it. */
  stocknum: string;
  /** The summary's `location.name`. */
  location_name: string;
};

type Loose<T> = { [K in keyof T]?: T[K] | null | undefined };

/**
 * What can be saved: a car summary, a full Car, a search hit (no engine) or a saved car saved
 * again. Only id, slug and name are required; anything else missing reads as unknown.
 */
export type SavedCarSource = Pick<CarSummary, 'id' | 'slug' | 'name'> &
  Loose<Omit<CarSummary, 'id' | 'slug' | 'name'>> &
  Loose<Pick<SavedCar, 'location_name'>>;

/** The snapshot of a car to save. */
export function toSavedCar(car: SavedCarSource): SavedCar {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year ?? null,
    make: car.make ?? '',
    model: car.model ?? '',
    badge: car.badge ?? '',
    series: car.series ?? '',
    price: car.price ?? 0,
    price_type: car.price_type ?? null,
    km: car.km ?? null,
    car_type: car.car_type ?? null,
    simple_body: car.simple_body ?? null,
    simple_transmission: car.simple_transmission ?? null,
    simple_fuel: car.simple_fuel ?? null,
    colour: car.colour ?? null,
    engine: car.engine ?? null,
    drive_type: car.drive_type ?? null,
    seats: car.seats ?? null,
    doors: car.doors ?? null,
    stocknum: car.stocknum ?? '',
    primary_image_url: car.primary_image_url ?? '',
    location_name: car.location?.name ?? car.location_name ?? '',
    dealership_id: car.dealership_id ?? null,
    status: car.status ?? 'in_stock',
    sold: car.sold ?? false,
    reserved: car.reserved ?? false,
  };
}

/**
 * The availability label a saved car shows (spec §4 car display: SOLD, RESERVED, COMING
 * SOON; templates set the case). As of when it was saved: the snapshot is not refreshed.
 */
export function savedCarStatus(
  car: Pick<SavedCar, 'sold' | 'reserved' | 'status'>,
): 'Sold' | 'Reserved' | 'Coming Soon' | null {
  if (car.sold) return 'Sold';
  if (car.reserved) return 'Reserved';
  return car.status === 'coming_soon' ? 'Coming Soon' : null;
}
