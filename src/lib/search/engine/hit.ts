/**
 * A search hit as the embedded engine serves it: the car's summary (cars/car-summary.ts), in
 * the shape of a Car so card code takes a full Car or a hit alike, without the engine, whose
 * 5,000 values would cost the index about 4 KB brotli. The index keeps no payment keys:
 * `payment_processors` lists only processors that had one.
 */
import type { CarSummary } from '../../cars/car-summary.ts';

export type CarHit = Omit<CarSummary, 'engine'> & {
  /** String(id). */
  objectID: string;
};
