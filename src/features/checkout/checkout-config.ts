/**
 * What the checkout island needs, made at build time from the car and the dealer: plain,
 * serialisable data (DESIGN.md §5), written into the page as JSON beside the island's root.
 */
import { carPath } from '../../lib/cars/paths.ts';
import type { Deposit } from '../../lib/checkout/deposit.ts';
import { formatDeposit } from '../../lib/checkout/deposit.ts';
import {
  paymentWallets,
  stripePublishableKey,
  type WalletSetting,
} from '../../lib/checkout/stripe-options.ts';
import type { Dealer } from '../../lib/config/index.ts';
import { vehicleWords, type VehicleWords } from '../../lib/content/vehicle-words.ts';
import { formRulesFrom, type FormRules } from '../../lib/forms/index.ts';
import type { Car } from '../../lib/stock/car.ts';

export interface CheckoutConfig {
  /** The site's slug: the stored user and the attempt keys are kept per site. */
  site: string;
  dealershipId: number;
  carId: number;
  provider: Deposit['provider'];
  /** '$500': the pay button and the summary say what will be charged. */
  amount: string;
  /** Stripe only: the publishable key and the wallets the processor enables. */
  stripe: {
    publishableKey: string;
    wallets: { applePay: WalletSetting; googlePay: WalletSetting };
  } | null;
  rules: FormRules;
  /** The car page's enquiry form, offered whenever the car cannot be reserved. */
  enquiryHref: string;
  /** The dealer's vehicle noun ('this motorcycle'), for the island's own words. */
  words: VehicleWords;
}

/** Null when the car's processor is Stripe but no publishable key is known: no payment form. */
export function checkoutConfig(
  car: Car,
  deposit: Deposit,
  dealer: Dealer,
  words: VehicleWords = vehicleWords('car'),
): CheckoutConfig | null {
  const { processor } = deposit;
  let stripe: CheckoutConfig['stripe'] = null;
  if (deposit.provider === 'stripe') {
    const publishableKey = stripePublishableKey(processor, dealer.dealerships, car.dealership_id);
    if (!publishableKey) return null;
    stripe = { publishableKey, wallets: paymentWallets(processor) };
  }
  return {
    site: dealer.slug,
    dealershipId: car.dealership_id,
    carId: car.id,
    provider: deposit.provider,
    amount: formatDeposit(deposit.amountCents, deposit.currency),
    stripe,
    rules: formRulesFrom(dealer.config, dealer.country, dealer.config.trade_in_hidden_field),
    enquiryHref: `${carPath(car)}#enquire`,
    words,
  };
}

/** JSON for a <script type="application/json">: '<' escaped so no text can close the tag. */
export function serialiseCheckoutConfig(config: CheckoutConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c');
}
