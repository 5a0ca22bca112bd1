import {
  RESERVE_MIN_PRICE,
  hasKeyedPaymentProcessor,
  type ReservableFields,
} from '../cars/reservable.ts';
import { isTestDriveOnly } from '../cars/test-drive.ts';

/** Why a car cannot be reserved: the build's view (spec §5) or the API's since the build. */
export type UnavailableReason = 'reserved' | 'held' | 'sold' | 'not_listed' | 'not_reservable';

/** What the shopper reads for each reason; the enquiry offer follows every one. */
export const UNAVAILABLE_MESSAGES: Readonly<Record<UnavailableReason, string>> = {
  reserved: 'This car has just been reserved by another buyer. You can still enquire about it.',
  held: 'Another buyer is paying a deposit on this car right now. You can still enquire about it, or try again in a few minutes.',
  sold: 'This car has been sold. You can still enquire about it, and we can help you find a similar one.',
  not_listed: 'This car is no longer listed. You can still enquire about it.',
  not_reservable: 'This car cannot be reserved online. You can still enquire about it.',
};

/**
 * The reason a car is not reservable at build time, or null when it is (the same rule as
 * isReservable, told apart so the page can say why). Sold wins over reserved: a sold car's
 * reservation no longer matters to a shopper.
 */
export function unavailableReason(car: ReservableFields): UnavailableReason | null {
  if (car.sold) return 'sold';
  if (car.reserved) return 'reserved';
  if (
    car.status !== 'in_stock' ||
    isTestDriveOnly(car) ||
    !hasKeyedPaymentProcessor(car.payment_processors) ||
    car.price <= RESERVE_MIN_PRICE ||
    car.reservable === false
  )
    return 'not_reservable';
  return null;
}
