import type { Finance } from '../config/index.ts';
import { percentText } from '../content/finance.ts';
import type { Car } from '../stock/car.ts';
import { dollars } from './money.ts';
import { weeklyRepayment } from './repayment.ts';
import { carLoanTerms, type CarLoanTerms } from './terms.ts';

export interface FinanceStrip {
  /** Whole dollars per week. */
  weekly: number;
  /** '$123/wk*' */
  text: string;
  /** The footnote for the asterisk, naming this car's rate, comparison rate, term, deposit and final payment. */
  disclaimer: string;
  /** The dealer's own legal wording (finance.disclaimer), shown with the footnote. */
  dealerDisclaimer: string;
  terms: CarLoanTerms;
}

function depositPhrase(terms: CarLoanTerms): string {
  if (terms.depositPercent !== null)
    return `a ${terms.depositPercent}% deposit (${dollars(terms.deposit)})`;
  return terms.deposit > 0 ? `a ${dollars(terms.deposit)} deposit` : 'no deposit';
}

/** The angle style always states '$0 final payment' (spec §9); others say 'no final payment' when there is none. */
function balloonPhrase(terms: CarLoanTerms): string {
  if (terms.balloonPercent !== null)
    return `a ${terms.balloonPercent}% final payment (${dollars(terms.balloon)})`;
  if (terms.balloon > 0 || terms.style === 'angle')
    return `a ${dollars(terms.balloon)} final payment`;
  return 'no final payment';
}

/** '5-year term' reads naturally for whole years; a part year is given in months. */
function termPhrase(years: number): string {
  return Number.isInteger(years) ? `${years}-year term` : `${Math.round(years * 12)}-month term`;
}

/**
 * Spec §2/§4 weekly finance strip for a search card or car page. Null when the dealer has no
 * finance settings or no comparison rate (spec: the block shows only when one exists), the
 * car has no price (price on application), or nothing is left to borrow ($0 a week).
 */
export function financeStrip(
  car: Pick<Car, 'price' | 'finance_lenders'>,
  finance: Finance | undefined,
): FinanceStrip | null {
  if (!finance || finance.comparison_rate === undefined) return null;
  if (!(car.price > 0)) return null;
  const terms = carLoanTerms(car, finance);
  const weekly = weeklyRepayment(terms);
  if (weekly <= 0) return null;
  const disclaimer =
    `*Estimated weekly repayment of ${dollars(weekly)} on a price of ${dollars(terms.price)} over a ` +
    `${termPhrase(terms.termYears)} at ${percentText(terms.annualRate)} ` +
    `(comparison rate ${percentText(finance.comparison_rate)}) with ${depositPhrase(terms)} and ${balloonPhrase(terms)}.`;
  return {
    weekly,
    text: `${dollars(weekly)}/wk*`,
    disclaimer,
    dealerDisclaimer: finance.disclaimer,
    terms,
  };
}
