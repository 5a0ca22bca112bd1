/**
 * Bar 2: `npm run api` under the load of bar 1 is killed with SIGKILL `kills` times at random
 * moments (one in each equal slice of the run) and started again on the same store and port.
 * The client sends every lead until acknowledged, retrying with the same Idempotency-Key.
 * Then the store is opened directly: every acknowledged lead must be there exactly once,
 * complete, with exactly its delivery jobs, and no key may have made two leads.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TenantData } from '../tenant/index.ts';
import { startApiProcess, type ApiProcess, type ApiProcessOptions } from './api-process.ts';
import type { BenchDatabase } from './bench-engines.ts';
import { benchLead } from './bench-leads.ts';
import { summariseLatency, type LatencySummary } from './latency.ts';
import { createLeadClient, type LeadClient } from './lead-client.ts';
import { runOpenLoop } from './open-loop.ts';
import { checkStoreOf } from './open-check.ts';
import { sendUntilAcknowledged } from './send-until-acknowledged.ts';
import type { Acknowledged, StoreCheck } from './store-check.ts';

export interface KillScenarioOptions {
  distDir: string;
  tenants: readonly TenantData[];
  database: BenchDatabase;
  rate: number;
  durationSeconds: number;
  kills: number;
  runId: string;
}

export interface KillOutcome {
  sent: number;
  /** Seconds into the run at which each SIGKILL landed. */
  killedAt: number[];
  /** Kills that landed while leads were still being sent. */
  killsDuringLoad: number;
  /** Seconds from each kill until the restarted API listened. */
  restartSeconds: number[];
  acknowledged: number;
  /** Leads sent more than once before their acknowledgement. */
  retried: number;
  /** Leads never acknowledged: refused (by status) or given up on. */
  refused: Record<string, number>;
  gaveUp: number;
  /** From the moment each lead was due to its acknowledgement, retries included. */
  latency: LatencySummary;
  store: StoreCheck;
  passed: boolean;
}

/** A lead not acknowledged this long after the load ends is counted as given up. */
const GIVE_UP_AFTER_LOAD_MS = 60_000;

export async function runKillScenario(options: KillScenarioOptions): Promise<KillOutcome> {
  const { database } = options;
  const processOptions: ApiProcessOptions = {
    entry: 'npm-run-api',
    distDir: options.distDir,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    port: 0,
  };
  const run: RunState = {
    api: await startApiProcess(processOptions),
    start: performance.now(),
    loadDone: false,
  };
  const client = createLeadClient(run.api.port);
  const giveUpAt = Date.now() + options.durationSeconds * 1000 + GIVE_UP_AFTER_LOAD_MS;
  const acknowledged: Acknowledged[] = [];
  const latencies: number[] = [];
  const refused: Record<string, number> = {};
  let retried = 0;
  let gaveUp = 0;
  const killer = killRepeatedly(options, processOptions, client, run);
  // Awaited after the load; marked handled so a failed restart is reported there, not as a crash.
  killer.catch(() => undefined);
  try {
    const load = await runOpenLoop({
      rate: options.rate,
      durationSeconds: options.durationSeconds,
      send: async (n, dueAt) => {
        const lead = benchLead(options.tenants, options.runId, n);
        const result = await sendUntilAcknowledged(client, lead, giveUpAt);
        if (result.attempts > 1) retried++;
        if (result.leadId) {
          acknowledged.push({ lead, leadId: result.leadId });
          latencies.push(performance.now() - dueAt);
        } else if (result.refusedWith) {
          refused[result.refusedWith] = (refused[result.refusedWith] ?? 0) + 1;
        } else gaveUp++;
      },
    }).finally(() => (run.loadDone = true));
    const kills = await killer;
    await run.api.stop();
    const store = await checkStoreOf(database, options.tenants, acknowledged, {
      runId: options.runId,
      env: {},
    });
    return {
      sent: load.sent,
      ...kills,
      acknowledged: acknowledged.length,
      retried,
      refused,
      gaveUp,
      latency: summariseLatency(latencies),
      store,
      passed:
        store.ok &&
        gaveUp === 0 &&
        Object.keys(refused).length === 0 &&
        kills.killedAt.length === options.kills,
    };
  } finally {
    client.close();
    await run.api.kill();
  }
}

/** The API process now serving, replaced at each restart. */
interface RunState {
  api: ApiProcess;
  /** performance.now() when the load started. */
  start: number;
  loadDone: boolean;
}

/** One kill at a random moment in each of `kills` equal slices of the run, each followed by a restart. */
async function killRepeatedly(
  options: KillScenarioOptions,
  processOptions: ApiProcessOptions,
  client: LeadClient,
  run: RunState,
): Promise<Pick<KillOutcome, 'killedAt' | 'killsDuringLoad' | 'restartSeconds'>> {
  const sliceMs = (options.durationSeconds * 1000) / Math.max(1, options.kills);
  const killedAt: number[] = [];
  const restartSeconds: number[] = [];
  let killsDuringLoad = 0;
  for (let i = 0; i < options.kills; i++) {
    const moment = run.start + i * sliceMs + Math.random() * sliceMs;
    await sleep(Math.max(0, moment - performance.now()));
    const killedMoment = performance.now();
    if (!run.loadDone) killsDuringLoad++;
    await run.api.kill();
    killedAt.push((killedMoment - run.start) / 1000);
    run.api = await startApiProcess({ ...processOptions, port: client.port });
    restartSeconds.push((performance.now() - killedMoment) / 1000);
  }
  return { killedAt, killsDuringLoad, restartSeconds };
}
