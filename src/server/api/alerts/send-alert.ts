/**
 * One claimed alert sent: by SMS through the platform's adapter, then by e-mail when the
 * shopper's stored user gave one. A channel already done on an earlier attempt is not sent
 * again; a failure is retried with backoff (never into quiet hours) until MAX_ALERT_ATTEMPTS.
 */
import { vehicleWords } from '../../../lib/content/vehicle-words.ts';
import { alertEmail, alertSmsText, siteLink } from '../../../lib/watchlist/alert-message.ts';
import { alertSendTime, inQuietHours } from '../../../lib/watchlist/quiet-hours.ts';
import type { SmsSender } from '../sms/index.ts';
import type { AlertAttempt, ClaimedAlert } from '../store/index.ts';
import type { AlertEmailMessage } from './alert-email.ts';

/** Attempts before an alert is given up (it is about a change that soon stops mattering). */
export const MAX_ALERT_ATTEMPTS = 5;
/** Wait before the 2nd, 3rd, 4th and 5th attempt. */
const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000];

export interface AlertSenders {
  sms: SmsSender;
  email: (message: AlertEmailMessage) => Promise<void>;
}

/** The one-tap stop link of an alert, on the dealer's own site (the API is served there). */
export function stopLink(alert: Pick<ClaimedAlert, 'details' | 'stopToken'>): string {
  return siteLink(
    alert.details.siteUrl,
    `/api/watchlist/stop-alerts?token=${encodeURIComponent(alert.stopToken)}`,
  );
}

export async function sendAlert(
  alert: ClaimedAlert,
  senders: AlertSenders,
  now: () => Date,
): Promise<AlertAttempt> {
  if (!alert.wanted) {
    return { kind: 'cancelled', reason: 'the car is no longer watched with this alert on' };
  }
  const { details } = alert;
  // Due just before 9 pm but claimed after it (a busy or restarted worker): wait for 8 am.
  if (inQuietHours(now(), details.timeZone)) {
    return { kind: 'deferred', until: alertSendTime(now(), details.timeZone) };
  }
  const facts = {
    kind: alert.kind,
    dealerName: details.dealerName,
    carName: details.carName,
    before: details.before,
    after: details.after,
    words: vehicleWords(details.vehicleKind ?? 'car'),
  };
  const links = { car: siteLink(details.siteUrl, details.carPath), stop: stopLink(alert) };
  let smsSentAt = alert.smsSentAt;
  let emailSentAt = alert.emailSentAt;
  const emailTo = alert.emailSentAt ? alert.emailTo : alert.email;
  const errors: string[] = [];
  if (!smsSentAt) {
    try {
      await senders.sms.send({
        tenant: alert.tenant,
        to: alert.phone,
        body: alertSmsText(facts, links),
      });
      smsSentAt = now().toISOString();
    } catch (error) {
      errors.push(`sms: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (emailTo && !emailSentAt) {
    try {
      await senders.email({
        tenant: alert.tenant,
        fileName: alert.resends ? `${alert.id}-resend-${alert.resends}` : alert.id,
        to: emailTo,
        ...alertEmail(facts, links),
      });
      emailSentAt = now().toISOString();
    } catch (error) {
      errors.push(`e-mail: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (!errors.length) return { kind: 'sent', smsSentAt, emailTo, emailSentAt };
  const error = errors.join('; ').slice(0, 500);
  if (alert.attempts >= MAX_ALERT_ATTEMPTS) return { kind: 'failed', error };
  const wait = BACKOFF_MS[Math.min(alert.attempts, BACKOFF_MS.length) - 1] ?? BACKOFF_MS[0]!;
  const nextAttemptAt = alertSendTime(new Date(now().getTime() + wait), details.timeZone);
  return { kind: 'retry', smsSentAt, emailTo, emailSentAt, nextAttemptAt, error };
}
