/** Button and label texts of the forms: spec §4 and §9 word for word where the spec has them. */
export const LABELS = {
  /** §9 "Buttons": the enquiry submit default ('Message Now' where configured). */
  enquire: 'Enquire Now',
  /** §9 "Buttons": the trade-in button default. */
  tradeIn: 'Trade-In Valuation',
  /** §4 "Form": the submitting state. */
  loading: 'Loading',
  /** §4 "Multi-step form": every step's button but the last. */
  continue: 'Continue',
  /** §4 "Multi-step form": the last step's button unless the form names its own. */
  submit: 'Submit',
  back: 'Back',
  /** §5 "Finance disclaimer": written before the Privacy Statement link. */
  termsAgreed: 'I have read and understood the',
  privacyStatement: 'Privacy Statement',
  /**
   * §9 "Buttons … with default opt-in text": the spec names the text without quoting it; this
   * is the platform's, asking plainly and saying how to stop.
   */
  optIn:
    'Yes, keep me up to date with news, special offers and events. I can unsubscribe at any time.',
} as const;

/** Where the finance disclaimer's Privacy Statement link goes (spec §2 route). */
export const PRIVACY_STATEMENT_PATH = '/pages/privacy-statement';

/** §3 "Multi-step form card: progress bar and 'Step X of Y'" (X counts from 1). */
export function stepOf(stepNumber: number, stepCount: number): string {
  return `Step ${stepNumber} of ${stepCount}`;
}
