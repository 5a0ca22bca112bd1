/**
 * Deposit amounts travel as integer cents everywhere in the platform (floats drift: 0.1 + 0.2)
 * and are converted only at a provider's edge, each in the form its API documents.
 */
export type PaymentCurrency = 'AUD' | 'NZD';

export const PAYMENT_CURRENCIES: readonly PaymentCurrency[] = ['AUD', 'NZD'];

/** A positive whole number of cents that a card payment can carry. */
export function isChargeableCents(cents: unknown): cents is number {
  return typeof cents === 'number' && Number.isSafeInteger(cents) && cents > 0;
}

export function isPaymentCurrency(value: unknown): value is PaymentCurrency {
  return value === 'AUD' || value === 'NZD';
}

function checkCents(cents: number): void {
  if (!isChargeableCents(cents)) throw new RangeError(`not a chargeable amount of cents: ${cents}`);
}

/** Stripe: the amount in the smallest unit (cents) and the currency in lower case. */
export function stripeAmount(
  cents: number,
  currency: PaymentCurrency,
): { amount: number; currency: string } {
  checkCents(cents);
  return { amount: cents, currency: currency.toLowerCase() };
}

/** Till's gateway: a decimal string with two places ("500.00"), built from cents, no float. */
export function decimalAmount(cents: number): string {
  checkCents(cents);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "500.00" / "500" / "1250.5" → cents; null for anything else (never parsed as a float). */
export function centsFromDecimal(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * Whether what a provider says it charged is exactly the deposit asked for: the amount to the
 * cent and the currency (any case), so a tampered or mixed-up payment is never taken as paid.
 */
export function chargeMatches(
  expected: { amountCents: number; currency: PaymentCurrency },
  charged: { amountCents: number | null; currency: string },
): boolean {
  return (
    charged.amountCents === expected.amountCents &&
    charged.currency.toUpperCase() === expected.currency
  );
}
