/**
 * The reserve flow's work behind the routes, one concern a file: starting a checkout
 * (checkout-start.ts), settling a payment from the provider's own answer and what a paid or
 * late deposit sets off (settlement.ts, reservation-leads.ts), and the shopper's views
 * (reservation-views.ts).
 */
import { checkoutStarter } from './checkout-start.ts';
import { reservationViews } from './reservation-views.ts';
import { paymentContext, type PaymentServiceOptions } from './service-context.ts';
import { settlement } from './settlement.ts';

export { carIdOf, type CheckoutStart } from './checkout-start.ts';
export type { AvailabilityAnswer } from './reservation-views.ts';
export type { PaymentServiceOptions } from './service-context.ts';

export function paymentService(options: PaymentServiceOptions) {
  const context = paymentContext(options);
  const { settle, verifyAndSettle, refreshHolds } = settlement(context);
  return {
    env: options.env,
    startCheckout: checkoutStarter(context),
    settle,
    verifyAndSettle,
    refreshHolds,
    providerFor: context.providerFor,
    ...reservationViews(context),
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
