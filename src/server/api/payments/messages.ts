import type { HoldReason } from '../../../lib/payments/index.ts';

/** What the shopper reads for each reason a car cannot be reserved now; an enquiry is offered. */
export const HOLD_MESSAGES: Readonly<Record<HoldReason, string>> = {
  reserved: 'This car has just been reserved by another buyer. You can still enquire about it.',
  held: 'Another buyer is paying a deposit on this car right now. You can still enquire about it, or try again in a few minutes.',
  sold: 'This car has been sold. You can still enquire about it, and we can help you find a similar one.',
  not_listed: 'This car is no longer listed. You can still enquire about it.',
  not_reservable: 'This car cannot be reserved online. You can still enquire about it.',
};
