import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startWatchAlerts, type AlertsWorker } from './alerts/index.ts';
import { DEFAULT_SIGN_IN_LIMITS, registerAccountApi, type SignInLimits } from './auth/index.ts';
import { createLeadDeliverer } from './lead-delivery/deliver-job.ts';
import { DEFAULT_RETRY_POLICY, startOutboxWorker, type OutboxWorker } from './outbox/index.ts';
import { registerPaymentApi } from './payments/index.ts';
import { registerLeadApi } from './routes/index.ts';
import { smsSenderFromEnv, type SmsSender } from './sms/index.ts';
import { DEFAULT_DATA_DIR, openStore, type Store } from './store/index.ts';
import type { Env } from './tenant/index.ts';

/** Due deliveries are looked for this often when nothing wakes the worker sooner. */
const OUTBOX_POLL_MS = 5_000;
/** Expired sessions and stale sign-in codes are deleted at start and this often after. */
const ACCOUNT_PURGE_MS = 6 * 3_600_000;

export interface LeadServiceOptions {
  distDir: string;
  /** The SQLite store and the local e-mail outbox (FORECOURT_DATA_DIR, default `.data/`). */
  dataDir?: string | undefined;
  /** PostgreSQL instead of SQLite (DATABASE_URL). */
  databaseUrl?: string | undefined;
  /** SMTP_URL, LEADS_FROM and the webhooks' secret variables. */
  env: Env;
  /** FORECOURT_MIN_FILL_MS: the shortest time a form may be open before it is sent. */
  minFillMs?: number | undefined;
  /** Sign-in's own limits (per address ones off with FORECOURT_RATE_PER_IP=off). */
  signInLimits?: SignInLimits | undefined;
  /** The watch alerts worker's clock (quiet hours) and poll; tests set them. */
  alerts?: { clock?: () => Date; pollMs?: number } | undefined;
}

export interface LeadService {
  store: Store;
  /** Where the SQLite store (unless PostgreSQL) and the local e-mail outbox are. */
  dataDir: string;
  worker: OutboxWorker;
  /** Where sign-in codes go (SMS_PROVIDER). */
  sms: SmsSender;
  /** Sends watch alerts for the stock changes each build hands over. */
  alerts: AlertsWorker;
  /** Stops delivering (waiting for deliveries under way), then closes the store. */
  close(): Promise<void>;
}

/**
 * The lead API on a platform app, with its store and the outbox worker that delivers each
 * committed lead to the dealer, and shoppers' sign-in and watchlists on the same store.
 * Register before the app listens; close after it has closed.
 */
export async function startLeadService(
  app: FastifyInstance,
  options: LeadServiceOptions,
): Promise<LeadService> {
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  // Read first: a provider named without its settings stops the start before the store opens.
  const sms = smsSenderFromEnv(options.env, { dataDir, log: app.log });
  const store = await openStore({ dataDir, databaseUrl: options.databaseUrl });
  const worker = startOutboxWorker({
    store,
    deliver: createLeadDeliverer({ distDir: options.distDir, dataDir, env: options.env }),
    policy: DEFAULT_RETRY_POLICY,
    pollMs: OUTBOX_POLL_MS,
    onError: (error) => app.log.error({ err: error }, 'outbox: the store failed; trying again'),
    onOutcome: (job, outcome) => {
      if (outcome.kind === 'delivered') return;
      app.log.warn(
        { job: job.id, tenant: job.tenant, outcome: outcome.kind, error: outcome.error },
        'outbox: delivery not done',
      );
    },
  });
  registerLeadApi(app, {
    store,
    env: options.env,
    onLeadCompleted: () => worker.wake(),
    minFillMs: options.minFillMs,
  });
  registerPaymentApi(app, {
    store,
    env: options.env,
    dataDir,
    onLeadCompleted: () => worker.wake(),
  });
  registerAccountApi(app, {
    store,
    sms,
    limits: options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS,
  });
  const alerts = startWatchAlerts({
    store,
    sms,
    distDir: options.distDir,
    dataDir,
    env: options.env,
    log: app.log,
    clock: options.alerts?.clock,
    pollMs: options.alerts?.pollMs,
  });
  const purge = () =>
    store
      .purgeExpiredAccounts()
      .catch((error: unknown) => app.log.error({ err: error }, 'accounts: purge failed'));
  const purging = purge();
  const purgeTimer = setInterval(() => void purge(), ACCOUNT_PURGE_MS);
  purgeTimer.unref();
  return {
    store,
    dataDir,
    worker,
    sms,
    alerts,
    async close() {
      clearInterval(purgeTimer);
      await purging;
      await alerts.stop();
      await worker.stop();
      await store.close();
    },
  };
}

/** The lead service's settings from the environment. */
export function leadServiceEnv(
  env: Env,
): Pick<LeadServiceOptions, 'dataDir' | 'databaseUrl' | 'minFillMs' | 'signInLimits'> {
  const minFill = env['FORECOURT_MIN_FILL_MS']?.trim();
  if (minFill && !/^\d+$/.test(minFill)) {
    throw new Error(
      `FORECOURT_MIN_FILL_MS must be a whole number of milliseconds, not "${minFill}"`,
    );
  }
  return {
    dataDir: env['FORECOURT_DATA_DIR'],
    databaseUrl: env['DATABASE_URL'],
    minFillMs: minFill ? Number(minFill) : undefined,
    // The platform's per-address switch covers sign-in's per-address limits too (the e2e
    // server's browsers share one address); the per-number and per-dealer limits stay.
    signInLimits:
      env['FORECOURT_RATE_PER_IP']?.trim() === 'off'
        ? { ...DEFAULT_SIGN_IN_LIMITS, sendsPerIp: null, checksPerIp: null }
        : DEFAULT_SIGN_IN_LIMITS,
  };
}

/** One line for the terminal: where leads are kept and how they reach the dealer. */
export function describeLeadService(service: LeadService, env: Env): string {
  const dir = path.relative(process.cwd(), service.dataDir) || '.';
  const kept =
    service.store.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${dir}/`;
  const mail = env['SMTP_URL']
    ? 'e-mail by SMTP_URL'
    : `e-mail written to ${path.join(dir, 'outbox')}/`;
  return `${kept}; ${mail}; ${service.sms.description}`;
}
