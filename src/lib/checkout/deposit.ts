import type { Country } from '../market/index.ts';
import { marketFor } from '../market/index.ts';
import { groupedNumber } from '../numbers/grouped-number.ts';
import type { PaymentProcessor } from '../stock/car.ts';

export type PaymentProviderKind = PaymentProcessor['authorization_type'];
export type DepositCurrency = 'AUD' | 'NZD';

/** What a reserve costs and who takes it: the car's first keyed payment processor. */
export interface Deposit {
  provider: PaymentProviderKind;
  /** Integer cents: providers charge in the currency's smallest unit, and floats drift. */
  amountCents: number;
  currency: DepositCurrency;
  processor: PaymentProcessor;
}

const CURRENCIES: Readonly<Record<string, DepositCurrency>> = { AUD: 'AUD', NZD: 'NZD' };

/** The currency a dealer in `country` charges deposits in (the market's own currency). */
export function depositCurrency(country: Country): DepositCurrency {
  const code = marketFor(country).currency.code;
  const currency = CURRENCIES[code];
  if (!currency) throw new Error(`deposits are not taken in ${code}`);
  return currency;
}

/**
 * Spec §3: `deposit_amount` is whole dollars. Cents are derived once, here, rounded to the
 * nearest cent so a feed's 499.999 cannot become a fractional charge.
 */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

function isKeyed(processor: PaymentProcessor): boolean {
  return processor.authorization_key.trim() !== '';
}

/**
 * The deposit for reserving `car`: the first processor with a key (spec §5 "has a payment
 * processor with a key"), in the dealer's currency. Null when no processor has a key or the
 * keyed one asks for no positive amount: a zero or negative deposit cannot be charged.
 */
export function depositFor(
  car: { payment_processors: readonly PaymentProcessor[] },
  country: Country,
): Deposit | null {
  const processor = car.payment_processors.find(isKeyed);
  if (!processor || !Number.isFinite(processor.deposit_amount)) return null;
  const amountCents = dollarsToCents(processor.deposit_amount);
  if (amountCents <= 0) return null;
  return {
    provider: processor.authorization_type,
    amountCents,
    currency: depositCurrency(country),
    processor,
  };
}

/**
 * '$500', '$1,250.50': whole dollars without cents, as prices read on the site. With
 * `withCode`, the ISO code follows ('$500 NZD'), for where both dollars could be meant
 * (e-mails, the payment summary).
 */
export function formatDeposit(
  amountCents: number,
  currency: DepositCurrency,
  { withCode = false }: { withCode?: boolean } = {},
): string {
  if (!Number.isInteger(amountCents)) throw new Error(`amount must be whole cents: ${amountCents}`);
  const sign = amountCents < 0 ? '-' : '';
  const cents = Math.abs(amountCents);
  const dollars = groupedNumber(Math.floor(cents / 100));
  const rest = cents % 100;
  const text = `${sign}$${dollars}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
  return withCode ? `${text} ${currency}` : text;
}
