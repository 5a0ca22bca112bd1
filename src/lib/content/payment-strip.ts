import type { Dealer, PaymentMethod } from '../config/index.ts';

/** Spec payment strip label. */
export const PAYMENT_STRIP_LABEL = 'We accept:';

/** Spec payment strip methods, in the spec's order. */
export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethod[] = [
  'Mastercard',
  'Visa',
  'Maestro',
  'Google Pay',
  'Apple Pay',
];

/** The methods the dealer configured, in its order; the spec's five when it configured none. */
export function acceptedPaymentMethods(dealer: Pick<Dealer, 'payment'>): PaymentMethod[] {
  return [...(dealer.payment?.methods ?? DEFAULT_PAYMENT_METHODS)];
}
