/**
 * `npm run bench:api`: the platform API's bars (issue 12, "Bars") on loopback, each scenario
 * on each engine asked for, over a temp dist of sample dealers' tenant data and a fresh store
 * per run. PostgreSQL runs are skipped, with the reason, when 127.0.0.1:5432 does not answer.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBenchDatabase, postgresSkipReason, type EngineName } from './bench-engines.ts';
import { createBenchDist, type BenchDist } from './bench-dist.ts';
import { freeLoopbackPort } from './dedup-receiver.ts';
import { runKillScenario } from './kill-scenario.ts';
import { runLoadScenario } from './load-scenario.ts';
import { formatScenario, type ScenarioResult } from './report.ts';
import { runWebhookScenario, webhookDelivery } from './webhook-scenario.ts';

export const SCENARIOS = ['load', 'kill', 'webhook'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];
export const ENGINES: readonly EngineName[] = ['sqlite', 'postgres'];

export interface ApiBenchOptions {
  scenarios: readonly ScenarioName[];
  engines: readonly EngineName[];
  /** Sample dealers (folders of dealers/) the leads are spread over. */
  dealers: readonly string[];
  /** Leads per second, for load and kill. */
  rate: number;
  durationSeconds: number;
  warmupSeconds: number;
  kills: number;
  webhookLeads: number;
  webhookRate: number;
  failingSeconds: number;
  deliverTimeoutSeconds: number;
}

/** Runs every scenario on every engine, reporting each as it ends. */
export async function runApiBench(
  options: ApiBenchOptions,
  report: (text: string) => void,
): Promise<ScenarioResult[]> {
  const root = await mkdtemp(path.join(tmpdir(), 'forecourt-api-bench-'));
  const runId = randomBytes(4).toString('hex');
  const results: ScenarioResult[] = [];
  const pgSkip = options.engines.includes('postgres') ? await postgresSkipReason() : null;
  try {
    const dists = lazyDists(root, options);
    for (const scenario of options.scenarios) {
      for (const engine of options.engines) {
        const result: ScenarioResult =
          engine === 'postgres' && pgSkip
            ? { scenario, engine, skipped: pgSkip, passed: true }
            : await runOne(scenario, engine, options, root, dists, `${runId}${scenario[0]}`);
        results.push(result);
        report(formatScenario(result, options));
      }
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
  return results;
}

async function runOne(
  scenario: ScenarioName,
  engine: EngineName,
  options: ApiBenchOptions,
  root: string,
  dists: ReturnType<typeof lazyDists>,
  runId: string,
): Promise<ScenarioResult> {
  const database = await createBenchDatabase(root, engine);
  try {
    if (scenario === 'webhook') {
      const { dist, receiverPort } = await dists.webhook();
      const outcome = await runWebhookScenario({
        ...options,
        distDir: dist.distDir,
        tenants: dist.tenants,
        database,
        receiverPort,
        leads: options.webhookLeads,
        rate: options.webhookRate,
        runId,
      });
      return { scenario, engine, webhook: outcome, passed: outcome.passed };
    }
    const dist = await dists.plain();
    const common = { ...options, distDir: dist.distDir, tenants: dist.tenants, database, runId };
    if (scenario === 'load') {
      const outcome = await runLoadScenario(common);
      return { scenario, engine, load: outcome, passed: outcome.passed };
    }
    const outcome = await runKillScenario(common);
    return { scenario, engine, kill: outcome, passed: outcome.passed };
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return { scenario, engine, error: message, passed: false };
  } finally {
    await database.drop();
  }
}

/** The dists are written once, when a scenario first needs one. */
function lazyDists(root: string, options: ApiBenchOptions) {
  let plain: Promise<BenchDist> | undefined;
  let webhook: Promise<{ dist: BenchDist; receiverPort: number }> | undefined;
  return {
    plain: () => (plain ??= createBenchDist(path.join(root, 'dist'), { dealers: options.dealers })),
    webhook: () =>
      (webhook ??= freeLoopbackPort().then(async (receiverPort) => ({
        receiverPort,
        dist: await createBenchDist(path.join(root, 'dist-webhook'), {
          dealers: options.dealers,
          leadDelivery: webhookDelivery(receiverPort),
        }),
      }))),
  };
}
