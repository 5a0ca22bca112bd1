import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../sms/index.ts';
import type { Store } from '../store/index.ts';
import type { Env } from '../tenant/index.ts';
import { sendAlertEmail } from './alert-email.ts';
import { startAlertsWorker, type AlertsWorker } from './worker.ts';

/** New builds and due alerts are looked for this often when nothing wakes the worker sooner. */
export const ALERTS_POLL_MS = 5_000;
const EMAIL_TIMEOUT_MS = 10_000;

export interface WatchAlertsOptions {
  store: Store;
  sms: SmsSender;
  distDir: string;
  dataDir: string;
  /** SMTP_URL and LEADS_FROM, as lead e-mails use them. */
  env: Env;
  log: FastifyBaseLogger;
  /** The time quiet hours and retries are reckoned by; tests pass their own. */
  clock?: (() => Date) | undefined;
  pollMs?: number | undefined;
}

/** The alerts worker of the API process, sending by the platform's SMS adapter and e-mail. */
export function startWatchAlerts(options: WatchAlertsOptions): AlertsWorker {
  const { log, env } = options;
  return startAlertsWorker({
    store: options.store,
    distDir: options.distDir,
    pollMs: options.pollMs ?? ALERTS_POLL_MS,
    ...(options.clock ? { clock: options.clock } : {}),
    senders: {
      sms: options.sms,
      email: (message) =>
        sendAlertEmail(message, {
          dataDir: options.dataDir,
          smtpUrl: env['SMTP_URL'] || undefined,
          from: env['LEADS_FROM'] || undefined,
          timeoutMs: EMAIL_TIMEOUT_MS,
        }),
    },
    onError: (error) => log.error({ err: error }, 'alerts: the store failed; trying again'),
    onOutcome: (alert, tenant, outcome, error) => {
      const details = { alert, tenant, outcome, ...(error ? { error } : {}) };
      if (outcome === 'sent' || outcome === 'cancelled' || outcome === 'deferred') {
        log.info(details, `alerts: alert ${outcome}`);
      } else log.warn(details, 'alerts: alert not sent');
    },
  });
}
