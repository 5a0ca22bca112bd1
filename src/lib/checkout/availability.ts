import {
  RESERVE_MIN_PRICE,
  hasKeyedPaymentProcessor,
  type ReservableFields,
} from '../cars/reservable.ts';
import { isTestDriveOnly } from '../cars/test-drive.ts';
import { vehicleWords, type VehicleWords } from '../content/vehicle-words.ts';

/** Why a car cannot be reserved: the build's view (spec §5) or the API's since the build. */
export type UnavailableReason = 'reserved' | 'held' | 'sold' | 'not_listed' | 'not_reservable';

/**
 * What the shopper reads for each reason, in the dealer's vehicle noun (vehicleWords: 'this
 * motorcycle' on a motorcycle dealer's site); the enquiry offer follows every one.
 */
export function unavailableMessages(
  words: VehicleWords = vehicleWords('car'),
): Readonly<Record<UnavailableReason, string>> {
  const noun = words.singular;
  return {
    reserved: `This ${noun} has just been reserved by another buyer. You can still enquire about it.`,
    held: `Another buyer is paying a deposit on this ${noun} right now. You can still enquire about it, or try again in a few minutes.`,
    sold: `This ${noun} has been sold. You can still enquire about it, and we can help you find a similar one.`,
    not_listed: `This ${noun} is no longer listed. You can still enquire about it.`,
    not_reservable: `This ${noun} cannot be reserved online. You can still enquire about it.`,
  };
}

/** A car dealer's messages (unavailableMessages for cars). */
export const UNAVAILABLE_MESSAGES = unavailableMessages();

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
