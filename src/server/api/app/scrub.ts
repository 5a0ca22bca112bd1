/**
 * Takes e-mail addresses and phone-like numbers out of free text before it is logged: error
 * messages and stacks can quote what a shopper typed, and a log line must never hold it.
 * Runs of 8 or more digits (with spaces, dots, dashes, brackets or a leading +) count as a
 * number, which catches AU/NZ phones and dotted IPv4 addresses alike.
 */
const EMAIL = /[^\s@"'<>()[\]{},;:]+@[^\s@"'<>()[\]{},;:]+\.[a-z]{2,}/gi;
const NUMBER_RUN = /\+?\d[\d\s().-]{6,}\d/g;
const MIN_DIGITS = 8;

export function scrubPersonalData(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(NUMBER_RUN, (run) => (run.replace(/\D/g, '').length >= MIN_DIGITS ? '[number]' : run));
}
