/**
 * A search hit as the embedded engine serves it: the fields a search card needs, and those
 * the compare table shows for a car saved from search (colour, drive, seats, doors; not the
 * engine, whose 5,000 values would cost the index about 4 KB brotli),
 * in the shape of a Car (so card code takes a full Car or a hit alike). The index keeps no
 * payment keys: `payment_processors` lists only processors that had one.
 */
import type { Car, CarLocation, PaymentProcessor } from '../../stock/car.ts';

export type CarHit = Pick<
  Car,
  | 'id'
  | 'slug'
  | 'name'
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
  | 'status'
  | 'sold'
  | 'reserved'
  | 'reservable'
  | 'tag'
  | 'created_at'
  | 'certified'
  | 'primary_image_url'
  | 'thumbnails'
  | 'dealership_id'
  | 'dealership_slug'
  | 'photos_count'
  | 'finance_lenders'
  | 'has_checkout_payment_processor'
  | 'colour'
  | 'drive_type'
  | 'seats'
  | 'doors'
> & {
  /** null only when the feed gave none. */
  stocknum: string | null;
  location: Pick<CarLocation, 'id' | 'name' | 'phone'>;
  payment_processors: Pick<PaymentProcessor, 'authorization_type' | 'deposit_amount'>[];
  /** String(id). */
  objectID: string;
};
