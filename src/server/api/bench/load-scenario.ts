/**
 * Bar 1: `npm run api` taking leads at a constant arrival rate (default 200 a second for
 * 30 s), each with its own Idempotency-Key. Latency counts from the moment a lead was due,
 * not from when it could be sent. Bar: p99 ≤ 50 ms, no network error, every answer 201, and
 * every acknowledged lead in the store once with its delivery jobs.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { TenantData } from '../tenant/index.ts';
import { startApiProcess } from './api-process.ts';
import type { BenchDatabase } from './bench-engines.ts';
import { benchLead } from './bench-leads.ts';
import { summariseLatency, type LatencySummary } from './latency.ts';
import { createLeadClient } from './lead-client.ts';
import { runOpenLoop } from './open-loop.ts';
import { checkStoreOf } from './open-check.ts';
import type { Acknowledged, StoreCheck } from './store-check.ts';

export const LOAD_P99_BAR_MS = 50;

export interface LoadScenarioOptions {
  distDir: string;
  tenants: readonly TenantData[];
  database: BenchDatabase;
  rate: number;
  durationSeconds: number;
  /** A shorter run at the same rate first, so the measured one starts warm. */
  warmupSeconds: number;
  runId: string;
}

export interface LoadOutcome {
  latency: LatencySummary;
  sent: number;
  /** Leads sent per second over the sending window. */
  sentRate: number;
  /** Answers per second from the first due time to the last answer. */
  answeredRate: number;
  /** No answer at all (refused, reset, timed out), by code. */
  errors: Record<string, number>;
  /** Answers other than 201, by status. */
  non2xx: Record<string, number>;
  serverErrorLines: number;
  /** CPU milliseconds per lead in the measured run: the API process, and this bench's client. */
  serverCpuMsPerLead: number | null;
  clientCpuMsPerLead: number;
  /** The machine's 1-minute load average as the measured run started and ended. */
  loadAverage: [number, number];
  store: StoreCheck;
  passed: boolean;
}

export async function runLoadScenario(options: LoadScenarioOptions): Promise<LoadOutcome> {
  const { database } = options;
  const api = await startApiProcess({
    entry: 'npm-run-api',
    distDir: options.distDir,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    port: 0,
  });
  const client = createLeadClient(api.port);
  try {
    if (options.warmupSeconds > 0) {
      await runOpenLoop({
        rate: options.rate,
        durationSeconds: options.warmupSeconds,
        send: async (n) =>
          void (await client.post(benchLead(options.tenants, `${options.runId}w`, n))),
      });
    }
    const latencies: number[] = [];
    const acknowledged: Acknowledged[] = [];
    const errors: Record<string, number> = {};
    const non2xx: Record<string, number> = {};
    const loadBefore = loadavg()[0]!;
    const serverCpuBefore = api.cpuSeconds();
    const clientCpuBefore = process.cpuUsage();
    const run = await runOpenLoop({
      rate: options.rate,
      durationSeconds: options.durationSeconds,
      send: async (n, dueAt) => {
        const lead = benchLead(options.tenants, options.runId, n);
        const answer = await client.post(lead);
        latencies.push(performance.now() - dueAt);
        if (answer.status === null) count(errors, answer.error ?? 'unknown');
        else if (answer.status !== 201 || !answer.leadId) count(non2xx, String(answer.status));
        else acknowledged.push({ lead, leadId: answer.leadId });
      },
    });
    const serverCpuAfter = api.cpuSeconds();
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const loadAfter = loadavg()[0]!;
    await api.stop();
    const store = await checkStoreOf(database, options.tenants, acknowledged, {
      runId: options.runId,
      env: {},
    });
    const latency = summariseLatency(latencies);
    const passed =
      latency.p99 <= LOAD_P99_BAR_MS &&
      Object.keys(errors).length === 0 &&
      Object.keys(non2xx).length === 0 &&
      store.ok;
    return {
      latency,
      sent: run.sent,
      sentRate: run.sent / ((run.sendingMs + 1000 / options.rate) / 1000),
      answeredRate: latencies.length / (run.totalMs / 1000),
      errors,
      non2xx,
      serverErrorLines: api.errorLines.length,
      serverCpuMsPerLead:
        serverCpuBefore === null || serverCpuAfter === null
          ? null
          : ((serverCpuAfter - serverCpuBefore) * 1000) / run.sent,
      clientCpuMsPerLead: (clientCpu.user + clientCpu.system) / 1000 / run.sent,
      loadAverage: [loadBefore, loadAfter],
      store,
      passed,
    };
  } finally {
    client.close();
    await api.kill();
  }
}

function count(tally: Record<string, number>, key: string): void {
  tally[key] = (tally[key] ?? 0) + 1;
}
