import type { CarSummary } from './car-summary.ts';
import { isTestDriveOnly } from './test-drive.ts';

/** Spec §9: reserving needs a price above $200. */
export const RESERVE_MIN_PRICE = 200;

/**
 * A processor as a full Car carries it, or as a car summary (and so a search hit) does:
 * summaries drop keys and list only processors that had one (car-summary.ts), so a processor
 * without an `authorization_key` field counts as keyed, while a present-but-blank key does not.
 */
export interface KeyedProcessor {
  authorization_type: string;
  authorization_key?: string;
}

export function hasKeyedPaymentProcessor(processors: readonly KeyedProcessor[]): boolean {
  return processors.some(
    (p) => p.authorization_key === undefined || p.authorization_key.trim() !== '',
  );
}

export type ReservableFields = Pick<
  CarSummary,
  'status' | 'tag' | 'sold' | 'reserved' | 'price' | 'reservable'
> & {
  payment_processors: readonly KeyedProcessor[];
};

/**
 * Spec §5: a car can be reserved only if all hold: in stock, not test-drive-only, a payment
 * processor with a key, not sold, not reserved, price above 200, and the dealer has not
 * switched reserving off for it (`reservable` false).
 */
export function isReservable(car: ReservableFields): boolean {
  return (
    car.status === 'in_stock' &&
    !isTestDriveOnly(car) &&
    hasKeyedPaymentProcessor(car.payment_processors) &&
    !car.sold &&
    !car.reserved &&
    car.price > RESERVE_MIN_PRICE &&
    car.reservable !== false
  );
}
