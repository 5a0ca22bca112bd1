/** Repayments are weekly: 52 per year, at the annual rate divided by 52 (nominal, as AU lenders quote). */
export const WEEKS_PER_YEAR = 52;

/** Guards Math.ceil against float noise (100.00000000001 must read $100, not $101). */
const CENT_FRACTION = 1e-9;

export interface LoanTerms {
  /** Drive-away price, whole dollars. */
  price: number;
  /** Paid up front, dollars. */
  deposit: number;
  termYears: number;
  /** Annual interest rate, percent (7.99 for 7.99% p.a.). */
  annualRate: number;
  /** Final (balloon) payment owed at the end of the term, dollars. */
  balloon: number;
}

/**
 * The weekly repayment of an amortised loan with a balloon, rounded up to whole dollars.
 * Borrowed P = price − deposit, weekly rate r = annualRate / 100 / 52, n = termYears × 52
 * repayments, balloon B due with the last one:
 *   repayment = (P − B / (1 + r)^n) × r / (1 − (1 + r)^−n),   or (P − B) / n when r = 0.
 * 0 when nothing is borrowed (deposit covers the price) or the balloon covers the loan.
 */
export function weeklyRepayment(terms: LoanTerms): number {
  const { price, deposit, termYears, annualRate, balloon } = terms;
  if (!(termYears > 0)) throw new RangeError(`loan term must be above 0 years, not ${termYears}`);
  if (!(annualRate >= 0))
    throw new RangeError(`interest rate must be 0 or more, not ${annualRate}`);
  const borrowed = price - deposit;
  if (!(borrowed > 0)) return 0;
  const n = Math.round(termYears * WEEKS_PER_YEAR);
  const r = annualRate / 100 / WEEKS_PER_YEAR;
  const payment =
    r === 0
      ? (borrowed - balloon) / n
      : ((borrowed - balloon * (1 + r) ** -n) * r) / (1 - (1 + r) ** -n);
  return payment > 0 ? Math.ceil(payment - CENT_FRACTION) : 0;
}
