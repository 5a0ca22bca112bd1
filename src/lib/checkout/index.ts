/** The reserve flow's pure rules: what a deposit costs, in what currency, on what terms. */
export {
  depositCurrency,
  depositFor,
  dollarsToCents,
  formatDeposit,
  type Deposit,
  type DepositCurrency,
  type PaymentProviderKind,
} from './deposit.ts';
export { depositTerms, type DepositTerms, type TermsSource } from './deposit-terms.ts';
export { AU_STATES, auStateCode, type AuState } from './states.ts';
