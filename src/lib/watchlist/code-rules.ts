/** The sign-in code the shopper types: 6 digits from the text message (issue 14 contract). */
export const CODE_LENGTH = 6;

export const CODE_MESSAGE = 'Enter the 6-digit code from the text message.';

/** The code as typed, with the spaces and dashes people copy from messages taken out. */
export function normaliseCode(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** The message for a code that cannot be right, or undefined for 6 digits. */
export function codeError(raw: string): string | undefined {
  return /^\d{6}$/.test(normaliseCode(raw)) ? undefined : CODE_MESSAGE;
}

/** Whole seconds until a new code may be asked for (0 when it may be now). */
export function resendSecondsLeft(sentAtMs: number, resendAfterSeconds: number, nowMs: number) {
  const left = Math.ceil((sentAtMs + resendAfterSeconds * 1000 - nowMs) / 1000);
  return Math.max(0, left);
}

/** The resend button's words: 'Send a new code', or 'Send a new code in 0:27' while waiting. */
export function resendLabel(secondsLeft: number): string {
  if (secondsLeft <= 0) return 'Send a new code';
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = String(secondsLeft % 60).padStart(2, '0');
  return `Send a new code in ${minutes}:${seconds}`;
}
