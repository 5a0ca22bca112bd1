import type { VehicleWords } from '../../lib/content/vehicle-words.ts';
import { SUCCESS_MESSAGES, type SuccessMessage } from './success-messages.ts';

type VehicleKey = 'trade-in' | 'instant-price';

/**
 * /success's messages in the dealer's vehicle noun: the trade-in and instant-price messages
 * speak of "your motorcycle's details" on a motorcycle dealer's site; for a car dealer they are
 * SUCCESS_MESSAGES' own. Built on the server only (SuccessPage.astro), so the browser's copy of
 * SUCCESS_MESSAGES (the subscribe form's) stays as it is.
 */
export function successMessages({ singular: one }: VehicleWords): Record<string, SuccessMessage> {
  const vehicle: Record<VehicleKey, SuccessMessage> = {
    'trade-in': {
      heading: `Thank you, your ${one}’s details are with us`,
      next: `Our team will review your ${one}’s details and contact you within business hours about its valuation, and to arrange an inspection if needed.`,
    },
    'instant-price': {
      heading: SUCCESS_MESSAGES['instant-price'].heading,
      next: `A member of our team will look at your ${one}’s details and reply with a price within business hours. The figure comes from a person, not an automatic estimate.`,
    },
  };
  return { ...SUCCESS_MESSAGES, ...vehicle };
}
