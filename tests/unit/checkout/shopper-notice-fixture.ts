import type { ShopperNotice } from '../../../src/lib/checkout/shopper-emails.ts';

/** A paid-deposit notice to Mia, with the car and state a test needs. */
export function paidNotice(car: Pick<ShopperNotice, 'carName' | 'state'>): ShopperNotice {
  return {
    notice: 'deposit_paid',
    to: 'mia@example.com',
    shopperName: 'Mia',
    reservationId: 'res_abc',
    reference: 'RSV-7K2Q-AB12',
    amountCents: 50_000,
    currency: 'AUD',
    ...car,
  };
}
