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
export {
  UNAVAILABLE_MESSAGES,
  unavailableMessages,
  unavailableReason,
  type UnavailableReason,
} from './availability.ts';
export {
  TERMS_FIELD,
  TERMS_LABEL,
  checkoutBody,
  checkoutFields,
  type CheckoutDetails,
} from './details.ts';
export {
  readStartAnswer,
  readStatusAnswer,
  type ReservationRef,
  type StartAnswer,
  type StatusAnswer,
} from './api-answers.ts';
export {
  PAYMENT_NOTICES,
  RESERVATION_PATH,
  paymentNotice,
  reservationPageUrl,
  type PaymentNotice,
} from './return-url.ts';
export {
  attemptFor,
  attemptStorageKey,
  fingerprint,
  parseAttempt,
  type StoredAttempt,
} from './attempt.ts';
export {
  CONFIRMING_POLL_DELAYS_MS,
  CONFLICT_HEADLINES,
  conflictHeadlines,
  confirmationView,
  readReservation,
  readReturnParams,
  reservationApiPath,
  type ConfirmationView,
  type Reservation,
  type ReturnParams,
} from './confirmation.ts';
export { paidDepositDecision, type ConflictReason, type PaymentDecision } from './late-payment.ts';
export { paymentWallets, stripePublishableKey, type WalletSetting } from './stripe-options.ts';
