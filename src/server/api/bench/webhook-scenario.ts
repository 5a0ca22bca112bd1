/**
 * Bar 3: a dealer whose leads also go to a webhook, and the webhook's receiver down
 * (connection refused) while the leads come in, then failing with 500, then up. The API runs
 * with a short retry schedule (short-retry-api.ts). Bar: every lead reaches the receiver, and
 * the receiver, which deduplicates by webhook-id, processes each exactly once; raw repeats are
 * allowed (delivery is at least once) and reported.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LeadDelivery } from '../../../lib/config/lead-delivery.ts';
import type { TenantData } from '../tenant/index.ts';
import { startApiProcess } from './api-process.ts';
import type { BenchDatabase } from './bench-engines.ts';
import { benchLead } from './bench-leads.ts';
import { createDedupReceiver, receiverUrl } from './dedup-receiver.ts';
import { createLeadClient } from './lead-client.ts';
import { runOpenLoop } from './open-loop.ts';
import { checkStoreOf } from './open-check.ts';
import { sendUntilAcknowledged } from './send-until-acknowledged.ts';
import type { Acknowledged, StoreCheck } from './store-check.ts';

/** The variable the bench dealer's webhook names for its secret. */
export const BENCH_WEBHOOK_SECRET_ENV = 'FORECOURT_BENCH_WEBHOOK_SECRET';

export interface WebhookScenarioOptions {
  distDir: string;
  /** Tenants whose lead delivery names the receiver's URL (see webhookDelivery). */
  tenants: readonly TenantData[];
  database: BenchDatabase;
  /** The receiver's port, fixed before the dist was written. */
  receiverPort: number;
  leads: number;
  /** Leads per second while the receiver is down. */
  rate: number;
  /** Seconds the receiver answers 500 before it comes up. */
  failingSeconds: number;
  /** Seconds to wait for every lead to arrive once the receiver is up. */
  deliverTimeoutSeconds: number;
  runId: string;
}

export interface WebhookOutcome {
  leads: number;
  acknowledged: number;
  /** Signed deliveries answered 2xx, repeats included. */
  raw: number;
  /** Distinct webhook-ids processed. */
  unique: number;
  /** Acknowledged leads that reached the receiver. */
  delivered: number;
  failedAnswers: number;
  /** Attempts the API logged as not done, by reason (refused connections, 500s). */
  deliveryFailures: Record<string, number>;
  badSignatures: number;
  /** Seconds from the receiver coming up until the last lead arrived (or the timeout). */
  recoverySeconds: number;
  store: StoreCheck;
  passed: boolean;
}

/** A Standard Webhooks secret: `whsec_` and base64 of random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export async function runWebhookScenario(options: WebhookScenarioOptions): Promise<WebhookOutcome> {
  const secret = newWebhookSecret();
  const receiver = createDedupReceiver(options.receiverPort, secret);
  const env = { [BENCH_WEBHOOK_SECRET_ENV]: secret };
  const api = await startApiProcess({
    entry: 'short-retry',
    distDir: options.distDir,
    dataDir: options.database.dataDir,
    databaseUrl: options.database.databaseUrl,
    port: 0,
    env,
  });
  const client = createLeadClient(api.port);
  try {
    const acknowledged: Acknowledged[] = [];
    const giveUpAt = Date.now() + 60_000 + (options.leads / options.rate) * 1000;
    await runOpenLoop({
      rate: options.rate,
      durationSeconds: options.leads / options.rate,
      send: async (n) => {
        const lead = benchLead(options.tenants, options.runId, n);
        const result = await sendUntilAcknowledged(client, lead, giveUpAt);
        if (result.leadId) acknowledged.push({ lead, leadId: result.leadId });
      },
    });
    await receiver.setMode('failing');
    await sleep(options.failingSeconds * 1000);
    const upAt = Date.now();
    await receiver.setMode('up');
    const timeout = new AbortController();
    const arrived = await Promise.race([
      receiver.whenUnique(acknowledged.length).then(() => true),
      sleep(options.deliverTimeoutSeconds * 1000, false, { signal: timeout.signal }),
    ]);
    timeout.abort();
    const recoverySeconds = (Date.now() - upAt) / 1000;
    await api.stop();
    const store = await checkStoreOf(options.database, options.tenants, acknowledged, {
      runId: options.runId,
      env,
    });
    const delivered = acknowledged.filter((ack) => receiver.leadIds.has(ack.leadId)).length;
    return {
      leads: options.leads,
      acknowledged: acknowledged.length,
      raw: receiver.raw,
      unique: receiver.unique,
      delivered,
      failedAnswers: receiver.failed,
      deliveryFailures: api.deliveryFailures,
      badSignatures: receiver.rejected,
      recoverySeconds,
      store,
      passed:
        arrived &&
        acknowledged.length === options.leads &&
        delivered === options.leads &&
        receiver.unique === options.leads &&
        receiver.rejected === 0 &&
        store.ok,
    };
  } finally {
    client.close();
    await api.kill();
    await receiver.close();
  }
}

/** The dealers' lead delivery for this scenario: e-mail as by default, plus the receiver. */
export function webhookDelivery(receiverPort: number): LeadDelivery {
  return {
    email: { enabled: true, to: [], route_to_location: false, copy_to: [], format: 'adf' },
    webhooks: [{ url: receiverUrl(receiverPort), secret_env: BENCH_WEBHOOK_SECRET_ENV }],
  };
}
