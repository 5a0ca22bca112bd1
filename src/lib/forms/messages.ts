/**
 * Every message a form shows, word for word from the spec (§5 validation, §8 errors). The
 * islands and the API both read them from here, so a shopper sees the same words whichever
 * side catches the problem.
 */
export const MESSAGES = {
  /** §5 "Generic field": shown under a required field left empty (the label gets an asterisk). */
  required: '*This is a required field.',
  /** §5 "Email". */
  email: 'invalid email address',
  /** §5 "Phone (AU/NZ)". */
  phone: 'Invalid phone number. Must be Australian or New Zealand number.',
  /** §5 "Phone (AU/NZ)": NZ-configured sites, 15 characters or more. */
  phoneTooLong: 'Invalid phone number. Too many characters.',
  /** §5 "Postcode". */
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  /** §8 "Form submit failure": the alert. */
  submitFailed: 'An error occurred when submitting this form',
  /** §8 "Multi-step form": when the server gives no error of its own (the spec's spelling). */
  unexpected: 'An unexpected error occured',
  /** Not in the spec: a choice outside a select's or radio group's options (only a forged post). */
  notAnOption: 'Please choose one of the listed options.',
  /** Not in the spec: the form a submission names is not one this platform has. */
  unknownForm: 'This form is not known.',
  /** Not in the spec: a test-drive time that is not a date and time. */
  dateTime: 'Please choose a date and time.',
  /** Not in the spec: kilometres, dollars or a year written with more than digits. */
  wholeNumber: 'Please enter a whole number.',
  /** Not in the spec: a value of the wrong kind (a list where a text belongs), only forged. */
  invalid: 'This value is not valid.',
} as const;

/** Not in the spec: a number outside a field's bounds. */
export function rangeMessage(min: number, max: number): string {
  return `Please enter a number from ${min} to ${max}.`;
}

/** Not in the spec (§5: "other bounds and messages: not shown"): a value past its length bound. */
export function tooLongMessage(maxLength: number): string {
  return `Please use at most ${maxLength} characters.`;
}
