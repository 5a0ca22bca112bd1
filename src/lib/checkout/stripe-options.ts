import type { Dealership } from '../config/catalogue.ts';
import type { PaymentProcessor } from '../stock/car.ts';

/**
 * The publishable key Stripe.js starts with: the car's processor key when it is one
 * (spec §3 authorization_key), else its dealership's stripe_publishable_key. Null when
 * neither is a publishable key: a secret key must never reach a page.
 */
export function stripePublishableKey(
  processor: Pick<PaymentProcessor, 'authorization_key'>,
  dealerships: readonly Pick<Dealership, 'id' | 'stripe_publishable_key'>[],
  dealershipId: number,
): string | null {
  const isPublishable = (key: string | undefined): key is string =>
    !!key && /^pk_(test|live)_\w+$/.test(key);
  if (isPublishable(processor.authorization_key)) return processor.authorization_key;
  const own = dealerships.find((d) => d.id === dealershipId)?.stripe_publishable_key;
  return isPublishable(own) ? own : null;
}

export type WalletSetting = 'auto' | 'never';

/** The Payment Element's wallets, as the processor enables them (spec §3). */
export function paymentWallets(
  processor: Pick<PaymentProcessor, 'apple_pay_enabled' | 'google_pay_enabled'>,
): { applePay: WalletSetting; googlePay: WalletSetting } {
  return {
    applePay: processor.apple_pay_enabled ? 'auto' : 'never',
    googlePay: processor.google_pay_enabled ? 'auto' : 'never',
  };
}
