import type { Finance } from '../config/index.ts';
import type { Car } from '../stock/car.ts';
import type { LoanTerms } from './repayment.ts';

/** Spec §9 Nissan finance text style: 10% deposit, 30% final payment. */
export const NISSAN_DEPOSIT_PERCENT = 10;
export const NISSAN_BALLOON_PERCENT = 30;

export type FinanceStyle = Finance['text_style'];

export interface CarLoanTerms extends LoanTerms {
  style: FinanceStyle;
  /** Set when the deposit / balloon are quoted as a share of the price (named in the text). */
  depositPercent: number | null;
  balloonPercent: number | null;
}

const share = (price: number, percent: number): number => Math.round((price * percent) / 100);

/**
 * The loan a car's weekly estimate assumes, by the dealer's finance text style:
 * - default: the configured deposit and balloon percentages and term (5 years unless set);
 * - nissan: 10% deposit and 30% final payment over the configured term;
 * - angle: $0 final payment; deposit (dollars) and term from the car's finance_lenders.angle
 *   when the feed gives them, else the configured deposit percentage and term.
 */
export function carLoanTerms(
  car: Pick<Car, 'price' | 'finance_lenders'>,
  finance: Finance,
): CarLoanTerms {
  const base = { price: car.price, annualRate: finance.rate, style: finance.text_style };
  switch (finance.text_style) {
    case 'nissan':
      return {
        ...base,
        termYears: finance.term_years,
        deposit: share(car.price, NISSAN_DEPOSIT_PERCENT),
        depositPercent: NISSAN_DEPOSIT_PERCENT,
        balloon: share(car.price, NISSAN_BALLOON_PERCENT),
        balloonPercent: NISSAN_BALLOON_PERCENT,
      };
    case 'angle': {
      const angle = car.finance_lenders.angle;
      return {
        ...base,
        termYears: angle?.termYears ?? finance.term_years,
        deposit: angle ? angle.deposit : share(car.price, finance.deposit_percent),
        depositPercent: null,
        balloon: 0,
        balloonPercent: null,
      };
    }
    case 'default':
      return {
        ...base,
        termYears: finance.term_years,
        deposit: share(car.price, finance.deposit_percent),
        depositPercent: null,
        balloon: share(car.price, finance.balloon_percent),
        balloonPercent: null,
      };
  }
}
