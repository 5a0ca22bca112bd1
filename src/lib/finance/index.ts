/** Weekly finance estimates: the loan a car's estimate assumes, the repayment, and the card strip. */
export { WEEKS_PER_YEAR, weeklyRepayment, type LoanTerms } from './repayment.ts';
export {
  NISSAN_BALLOON_PERCENT,
  NISSAN_DEPOSIT_PERCENT,
  carLoanTerms,
  type CarLoanTerms,
  type FinanceStyle,
} from './terms.ts';
export { financeStrip, type FinanceStrip } from './strip.ts';
export { dollars } from './money.ts';
