/**
 * The alerts worker. Each round it looks at every built dealer with the watchlist on: a
 * tenant data file with a new built_at is the build handing its stock changes over, and
 * the store records that build's alerts for every watched car (once per change, whichever
 * process looks first). Then it claims due alerts under a lease, so two API processes never
 * send one alert twice, sends each and records the outcome. Between rounds it waits pollMs
 * unless woken.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { isDealerDirName, isValidSlug } from '../../build/dealers.ts';
import type { Store } from '../store/index.ts';
import { loadTenantData, TenantDataError } from '../tenant/index.ts';
import { buildStockOf } from './build-stock.ts';
import { sendAlert, type AlertSenders } from './send-alert.ts';

/** Longer than an SMS and an e-mail may take together. */
export const ALERT_LEASE_MS = 2 * 60_000;
const BATCH_SIZE = 10;

export interface AlertsWorkerOptions {
  store: Store;
  distDir: string;
  senders: AlertSenders;
  pollMs: number;
  clock?: () => Date;
  onError?: (error: unknown) => void;
  /** Each alert's outcome, for the log. */
  onOutcome?: (alertId: string, tenant: string, outcome: string, error?: string) => void;
}

export interface AlertsWorker {
  /** Look for new builds and due alerts now. */
  wake(): void;
  /** Resolves after a whole round that started after this call. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export function startAlertsWorker(options: AlertsWorkerOptions): AlertsWorker {
  const { store, senders } = options;
  const clock = options.clock ?? (() => new Date());
  const onError = options.onError ?? (() => undefined);
  /** The build each dealer's alerts were last recorded from, so a round reads no table needlessly. */
  const recorded = new Map<string, string>();
  let stopped = false;
  let interrupt: (() => void) | undefined;
  let woken = false;
  let rounds = 0;
  let waiters: { after: number; resolve: () => void }[] = [];

  async function recordNewBuilds(): Promise<void> {
    const entries = await readdir(options.distDir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isDirectory() || !isDealerDirName(entry.name) || !isValidSlug(entry.name))
        continue;
      let tenant;
      try {
        tenant = await loadTenantData(path.join(options.distDir, entry.name));
      } catch (error) {
        if (error instanceof TenantDataError) continue;
        throw error;
      }
      if (!tenant.watchlist_enabled || recorded.get(entry.name) === tenant.built_at) continue;
      await store.watchAlerts.recordBuildChanges(buildStockOf(tenant), { now: clock() });
      recorded.set(entry.name, tenant.built_at);
    }
  }

  async function sendDue(): Promise<boolean> {
    const alerts = await store.watchAlerts.claimDueAlerts({
      now: clock(),
      limit: BATCH_SIZE,
      leaseMs: ALERT_LEASE_MS,
    });
    for (const alert of alerts) {
      const outcome = await sendAlert(alert, senders, clock);
      try {
        await store.watchAlerts.recordAlertAttempt(alert.id, outcome);
      } catch (error) {
        // Unrecorded, the lease runs out and the alert is sent again: at least once.
        onError(error);
      }
      const error =
        'error' in outcome ? outcome.error : 'reason' in outcome ? outcome.reason : undefined;
      options.onOutcome?.(alert.id, alert.tenant, outcome.kind, error);
    }
    return alerts.length === BATCH_SIZE;
  }

  function pause(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, options.pollMs);
      function done() {
        clearTimeout(timer);
        interrupt = undefined;
        resolve();
      }
      interrupt = done;
    });
  }

  async function run(): Promise<void> {
    while (!stopped) {
      woken = false;
      const round = ++rounds;
      let more = false;
      try {
        await recordNewBuilds();
        more = await sendDue();
      } catch (error) {
        onError(error);
      }
      const done = waiters.filter((waiter) => waiter.after < round);
      waiters = waiters.filter((waiter) => waiter.after >= round);
      for (const waiter of done) waiter.resolve();
      if (!more && !woken && !stopped) await pause();
    }
    for (const waiter of waiters) waiter.resolve();
    waiters = [];
  }

  const running = run();

  function wake(): void {
    woken = true;
    interrupt?.();
  }

  return {
    wake,
    settled() {
      return new Promise((resolve) => {
        if (stopped) return resolve();
        waiters.push({ after: rounds, resolve });
        wake();
      });
    },
    async stop() {
      stopped = true;
      interrupt?.();
      await running;
    },
  };
}
