import type { Car, CarLocation, PaymentProcessor } from '../stock/car.ts';

/**
 * A car as shown outside its own page: the one list of Car fields that search hits, search
 * cards and their chips, saved cars and the compare table draw from. Each of those takes this
 * type or a `Pick` of it, so a field they show is added here once, and its type is the Car's.
 *
 * The search hit is this summary without the engine (engine/hit.ts), exactly as the embedded
 * index serves it; change this list and you change what every shopper downloads.
 */
export type CarSummary = Pick<
  Car,
  // Which car: identity and the card's title lines.
  | 'id'
  | 'slug'
  | 'name'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  // What it costs, and what the weekly finance strip and Reserve Now need.
  | 'price'
  | 'price_type'
  | 'finance_lenders'
  | 'has_checkout_payment_processor'
  // Chips and compare rows.
  | 'car_type'
  | 'km'
  | 'simple_body'
  | 'simple_transmission'
  | 'simple_fuel'
  | 'colour'
  | 'engine'
  | 'drive_type'
  | 'seats'
  | 'doors'
  // Availability and display tags.
  | 'status'
  | 'sold'
  | 'reserved'
  | 'reservable'
  | 'tag'
  | 'created_at'
  | 'certified'
  // Photos.
  | 'primary_image_url'
  | 'thumbnails'
  | 'photos_count'
  // Who sells it.
  | 'dealership_id'
  | 'dealership_slug'
> & {
  /** null when the feed gave none (the index stores a blank stock number as none). */
  stocknum: string | null;
  location: Pick<CarLocation, 'id' | 'name' | 'phone'>;
  /**
   * Only processors that have a key, without it: enough for the reservable rule and the
   * deposit, and no key leaves the build (cars/reservable.ts reads a missing key as keyed).
   */
  payment_processors: Pick<PaymentProcessor, 'authorization_type' | 'deposit_amount'>[];
};

/** Thumbnails a summary keeps: the search index keeps the same two. */
export const SUMMARY_THUMBNAILS = 2;

/**
 * The summary of a car, as small as an island prop or a saved snapshot should be. Its
 * values are the ones a search hit serves for the same car (tests/unit/cars/car-summary.test.ts
 * holds the two together).
 */
export function carSummary(car: Car): CarSummary {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    price: car.price,
    price_type: car.price_type,
    finance_lenders: car.finance_lenders,
    has_checkout_payment_processor: car.has_checkout_payment_processor,
    car_type: car.car_type,
    km: car.km,
    simple_body: car.simple_body,
    simple_transmission: car.simple_transmission,
    simple_fuel: car.simple_fuel,
    colour: car.colour,
    engine: car.engine,
    drive_type: car.drive_type,
    seats: car.seats,
    doors: car.doors,
    status: car.status,
    sold: car.sold,
    reserved: car.reserved,
    reservable: car.reservable,
    tag: car.tag,
    created_at: car.created_at,
    certified: car.certified,
    primary_image_url: car.primary_image_url,
    thumbnails: car.thumbnails.slice(0, SUMMARY_THUMBNAILS),
    photos_count: car.photos_count,
    dealership_id: car.dealership_id,
    dealership_slug: car.dealership_slug,
    stocknum: car.stocknum === '' ? null : car.stocknum,
    location: { id: car.location.id, name: car.location.name, phone: car.location.phone },
    payment_processors: car.payment_processors
      .filter((p) => p.authorization_key.trim() !== '')
      .map((p) => ({ authorization_type: p.authorization_type, deposit_amount: p.deposit_amount })),
  };
}
