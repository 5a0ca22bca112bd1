/**
 * What a receiver's answer means for a lead. The error texts name status and error codes only:
 * receivers' own messages can quote the lead back (an SMTP server names the rejected address),
 * and these texts end up in logs and the outbox table.
 */
import type { DeliveryOutcome } from './destination.ts';
import { retryAfterMs } from './retry-after.ts';

/** Statuses that say "not now" rather than "never": timeout, too early, too many, server trouble. */
const RETRYABLE_STATUSES = new Set([408, 425, 429]);

/** A webhook receiver's HTTP answer, with its Retry-After header (null when absent). */
export function httpOutcome(status: number, retryAfter: string | null, now: Date): DeliveryOutcome {
  if (status >= 200 && status < 300) return { kind: 'delivered' };
  const error = `HTTP ${status}`;
  if (status === 410) return { kind: 'gone', error };
  if (RETRYABLE_STATUSES.has(status) || status >= 500) {
    const wait = retryAfterMs(retryAfter, now);
    return wait === undefined
      ? { kind: 'retry', error }
      : { kind: 'retry', error, retryAfterMs: wait };
  }
  if (status >= 300 && status < 400) {
    // A redirected POST may turn into a GET, or carry the lead somewhere unconfigured.
    return { kind: 'failed', error: `${error}: webhook redirects are not followed` };
  }
  return { kind: 'failed', error };
}

/** The parts of a nodemailer error that say what went wrong (never its message). */
export interface SmtpFailure {
  /** The SMTP reply code, when the server answered (451, 550, …). */
  readonly responseCode?: number | undefined;
  /** nodemailer's error code ('ECONNECTION', 'ETIMEDOUT', 'EENVELOPE', …). */
  readonly code?: string | undefined;
}

/**
 * Errors in the message or its configuration, found before any server refused anything:
 * sending the same thing again cannot succeed.
 */
const PERMANENT_SMTP_CODES = new Set([
  'ECONFIG',
  'EENVELOPE',
  'EMAXRECIPIENTS',
  'EMESSAGE',
  'ENOAUTH',
  'EOAUTH2',
  'EREQUIRETLS',
]);

/** An SMTP send that threw: 4xx replies retry, 5xx fail, lost connections retry. */
export function smtpOutcome(failure: SmtpFailure): DeliveryOutcome {
  const { responseCode, code } = failure;
  const suffix = code ? ` (${code})` : '';
  if (responseCode !== undefined && responseCode >= 400 && responseCode < 500) {
    return { kind: 'retry', error: `SMTP ${responseCode}${suffix}` };
  }
  if (responseCode !== undefined && responseCode >= 500) {
    return { kind: 'failed', error: `SMTP ${responseCode}${suffix}` };
  }
  if (code && PERMANENT_SMTP_CODES.has(code)) {
    return { kind: 'failed', error: `SMTP message refused before sending${suffix}` };
  }
  return { kind: 'retry', error: `SMTP connection failed${suffix}` };
}
