/**
 * The rules of one-time sign-in codes (OWASP ASVS 5.0 V6.6, out-of-band verifiers): six
 * digits from a cryptographic random source, ten minutes to live, at most five checks of a
 * code, at most five codes per number in ten minutes, and a new code replaces the old one.
 * Pure: the random source and the clock are passed in, so every rule is testable exactly.
 */
export const CODE_DIGITS = 6;
export const CODE_TTL_MS = 10 * 60_000;
/** Checks a code allows; the next one is refused even with the right code. */
export const MAX_CODE_CHECKS = 5;
/** Codes one number may be sent in SEND_WINDOW_MS. */
export const MAX_SENDS_PER_NUMBER = 5;
export const SEND_WINDOW_MS = 10 * 60_000;
/** How long the sign-in page waits before it offers to send another code. */
export const RESEND_AFTER_SECONDS = 30;

/** `crypto.randomInt`'s shape: a uniform whole number in [min, max). */
export type RandomInt = (min: number, max: number) => number;

/** A new code: uniform over 000000–999999 (leading zeros kept). */
export function newCode(randomInt: RandomInt): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/** A code as typed ('123 456', ' 123456 ') reduced to its digits, or undefined if not 6 digits. */
export function typedCode(raw: unknown): string | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const digits = String(raw).replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${CODE_DIGITS}}$`).test(digits) ? digits : undefined;
}

export type SendAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether one more code may be sent to a number that was sent codes at `sentAt` (any order,
 * older ones ignored): at most MAX_SENDS_PER_NUMBER in any SEND_WINDOW_MS. When refused,
 * `retryAfterSeconds` is when the oldest send that matters leaves the window.
 */
export function sendAllowance(sentAt: readonly Date[], now: Date): SendAllowance {
  const windowStart = now.getTime() - SEND_WINDOW_MS;
  const recent = sentAt
    .map((at) => at.getTime())
    .filter((at) => at > windowStart && at <= now.getTime())
    .sort((a, b) => a - b);
  if (recent.length < MAX_SENDS_PER_NUMBER) return { allowed: true };
  // Sends that must leave the window before one more fits: the oldest (length - max + 1).
  const freedAt = recent[recent.length - MAX_SENDS_PER_NUMBER]! + SEND_WINDOW_MS;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)),
  };
}

export type CodeStatus = 'live' | 'replaced' | 'used' | 'dead';

export interface IssuedCode {
  status: CodeStatus;
  /** Checks made so far. */
  checks: number;
  expiresAt: Date;
}

/**
 * What a stored code allows now: `check` (compare it), `exhausted` (its checks are used up:
 * the shopper must ask for a new one) or `none` (expired, replaced or used: it can never
 * match, and the answer is the same as for a wrong code).
 */
export function codeCheck(code: IssuedCode | undefined, now: Date): 'check' | 'exhausted' | 'none' {
  if (!code || (code.status !== 'live' && code.status !== 'dead')) return 'none';
  if (now.getTime() >= code.expiresAt.getTime()) return 'none';
  return code.status === 'dead' || code.checks >= MAX_CODE_CHECKS ? 'exhausted' : 'check';
}

/** When a code sent now expires. */
export function codeExpiry(now: Date): Date {
  return new Date(now.getTime() + CODE_TTL_MS);
}

/** The text message: "{Dealer name}: your sign-in code is 123456. It expires in 10 minutes." */
export function signInMessage(dealerName: string, code: string): string {
  return `${dealerName}: your sign-in code is ${code}. It expires in ${CODE_TTL_MS / 60_000} minutes.`;
}
