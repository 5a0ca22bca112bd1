import type { Car, CarStatus, CarType, PriceType } from '../stock/car.ts';

/**
 * What a shopper's browser keeps of a saved car: enough for the favourites bar, the saved
 * cars page and the compare table without another request. A snapshot, so it can go stale
 * (a car sold since); unknown values are null, never absent.
 */
export interface SavedCar {
  id: number;
  slug: string;
  name: string;
  year: number | null;
  make: string;
  model: string;
  badge: string;
  series: string;
  /** 0 or less: price on application. */
  price: number;
  price_type: PriceType | null;
  km: number | null;
  car_type: CarType | null;
  simple_body: string | null;
  simple_transmission: string | null;
  simple_fuel: string | null;
  colour: string | null;
  engine: string | null;
  drive_type: string | null;
  seats: number | null;
  doors: number | null;
  stocknum: string;
  primary_image_url: string;
  location_name: string;
  /** Sent with the favourite-add event (spec §7 tracking payloads carry dealership_id). */
  dealership_id: number | null;
  status: CarStatus;
  sold: boolean;
  reserved: boolean;
}

type Optional<K extends keyof Car> = { [P in K]?: Car[P] | null | undefined };

/**
 * A full Car, or a search hit that carries fewer fields: only id, slug and name are
 * required.
 */
export type SavedCarSource = Pick<Car, 'id' | 'slug' | 'name'> &
  Optional<
    | 'year'
    | 'make'
    | 'model'
    | 'badge'
    | 'series'
    | 'price'
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
    | 'stocknum'
    | 'primary_image_url'
    | 'location_name'
    | 'dealership_id'
    | 'status'
    | 'sold'
    | 'reserved'
  >;

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
    location_name: car.location_name ?? '',
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
