import { unavailableMessages } from '../../../lib/checkout/availability.ts';
import { vehicleWords } from '../../../lib/content/vehicle-words.ts';
import type { HoldReason } from '../../../lib/payments/index.ts';
import type { VehicleKind } from '../../../lib/stock/car.ts';

/**
 * What the shopper reads for each reason a vehicle cannot be reserved now, in the dealer's
 * noun ('This motorcycle has been sold'; the checkout page's own words, lib/checkout); an
 * enquiry is offered.
 */
export function holdMessages(kind: VehicleKind): Readonly<Record<HoldReason, string>> {
  return unavailableMessages(vehicleWords(kind));
}

/** A car dealer's messages. */
export const HOLD_MESSAGES = holdMessages('car');
