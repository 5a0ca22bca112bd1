/**
 * A watched car as the watchlist shows it, and its state. The snapshot is taken from the
 * dealer's tenant data whenever it is newer than the entry's, and kept as it was last listed
 * once the car leaves stock.
 */
import { carPath } from '../../../lib/cars/car-path.ts';
import type { JsonObject } from '../store/index.ts';
import type { TenantCar } from '../tenant/index.ts';

/** The contract's car fields: the tenant data's, and the car page's path. */
export type WatchedCar = Pick<
  TenantCar,
  | 'id'
  | 'slug'
  | 'name'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'car_type'
  | 'price'
  | 'km'
  | 'sold'
  | 'reserved'
  | 'status'
  | 'image'
> & {
  /** "/cars/{slug}". */
  path: string;
};

export type WatchState = 'available' | 'reserved' | 'sold' | 'gone';

export function watchedCarOf(car: TenantCar): WatchedCar {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    car_type: car.car_type,
    price: car.price,
    km: car.km,
    sold: car.sold,
    reserved: car.reserved,
    status: car.status,
    image: car.image,
    path: carPath(car),
  };
}

/** Gone once it left the dealer's data; else sold before reserved before available. */
export function watchState(
  car: Pick<WatchedCar, 'sold' | 'reserved'> | JsonObject,
  listed: boolean,
): WatchState {
  if (!listed) return 'gone';
  if (car['sold'] === true) return 'sold';
  if (car['reserved'] === true) return 'reserved';
  return 'available';
}
