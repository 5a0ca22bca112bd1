/** The bench's report: one block per scenario and engine, then the verdict. */
import type { EngineName } from './bench-engines.ts';
import type { KillOutcome } from './kill-scenario.ts';
import { formatLatency } from './latency.ts';
import { LOAD_P99_BAR_MS, type LoadOutcome } from './load-scenario.ts';
import type { StoreCheck } from './store-check.ts';
import type { WebhookOutcome } from './webhook-scenario.ts';

export interface ScenarioResult {
  scenario: 'load' | 'kill' | 'webhook';
  engine: EngineName;
  passed: boolean;
  /** Why the run did not happen (PostgreSQL unreachable). */
  skipped?: string;
  /** The run broke before it could measure. */
  error?: string;
  load?: LoadOutcome;
  kill?: KillOutcome;
  webhook?: WebhookOutcome;
}

interface ReportOptions {
  rate: number;
  durationSeconds: number;
  kills: number;
  failingSeconds: number;
  webhookRate: number;
}

const ENGINE_NAMES: Record<EngineName, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

export function formatScenario(result: ScenarioResult, options: ReportOptions): string {
  const title = `${titleOf(result.scenario, options)} on ${ENGINE_NAMES[result.engine]}`;
  if (result.skipped) return `${title}: skipped (${result.skipped})\n`;
  if (result.error) return `${title}: FAILED to run\n  ${result.error.replace(/\n/g, '\n  ')}\n`;
  const lines = result.load
    ? loadLines(result.load, options)
    : result.kill
      ? killLines(result.kill, options)
      : result.webhook
        ? webhookLines(result.webhook)
        : [];
  return [
    `${title}: ${result.passed ? 'passed' : 'FAILED'}`,
    ...lines.map((l) => `  ${l}`),
    '',
  ].join('\n');
}

function titleOf(scenario: ScenarioResult['scenario'], options: ReportOptions): string {
  if (scenario === 'load') return `Load: ${options.rate} leads/s for ${options.durationSeconds} s`;
  if (scenario === 'kill')
    return `Kill: ${options.kills} × SIGKILL during ${options.rate} leads/s for ${options.durationSeconds} s`;
  return `Webhook outage: receiver down, then 500 for ${options.failingSeconds} s, then up`;
}

function loadLines(outcome: LoadOutcome, options: ReportOptions): string[] {
  const noErrors =
    Object.keys(outcome.errors).length === 0 && Object.keys(outcome.non2xx).length === 0;
  return [
    `sent         ${outcome.sent} at ${outcome.sentRate.toFixed(1)}/s (asked ${options.rate}/s); ` +
      `answered ${outcome.answeredRate.toFixed(1)}/s`,
    `latency      ${formatLatency(outcome.latency)}  from each lead's due time`,
    `errors       ${tally(outcome.errors)}   non-2xx ${tally(outcome.non2xx)}   ` +
      `server error lines ${outcome.serverErrorLines}`,
    `machine      load average ${outcome.loadAverage.map((l) => l.toFixed(2)).join(' → ')}; CPU per lead: ` +
      `API ${outcome.serverCpuMsPerLead === null ? 'unknown' : `${outcome.serverCpuMsPerLead.toFixed(2)} ms`}, ` +
      `bench client ${outcome.clientCpuMsPerLead.toFixed(2)} ms`,
    `store        ${storeLine(outcome.store)}`,
    `bar          p99 ≤ ${LOAD_P99_BAR_MS} ms ${mark(outcome.latency.p99 <= LOAD_P99_BAR_MS)}, ` +
      `0 errors ${mark(noErrors)}, every lead stored once ${mark(outcome.store.ok)}`,
  ];
}

function killLines(outcome: KillOutcome, options: ReportOptions): string[] {
  const seconds = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');
  return [
    `killed at    ${seconds(outcome.killedAt)} s (${outcome.killsDuringLoad} during the load)`,
    `restarts     listening again after ${seconds(outcome.restartSeconds)} s`,
    `leads        ${outcome.sent} sent, ${outcome.acknowledged} acknowledged, ` +
      `${outcome.retried} retried with their key, refused ${tally(outcome.refused)}, ` +
      `given up ${outcome.gaveUp}`,
    `latency      ${formatLatency(outcome.latency)}  due time to acknowledgement, retries included`,
    `store        ${storeLine(outcome.store)}`,
    `bar          ${options.kills} kills ${mark(outcome.killedAt.length === options.kills)}, ` +
      `every lead acknowledged ${mark(outcome.gaveUp === 0 && Object.keys(outcome.refused).length === 0)}, ` +
      `each stored once with its jobs ${mark(outcome.store.ok)}`,
  ];
}

function webhookLines(outcome: WebhookOutcome): string[] {
  return [
    `leads        ${outcome.leads} posted, ${outcome.acknowledged} acknowledged while the receiver was down`,
    `attempts     not done, as the API logged them: ${tally(outcome.deliveryFailures)}`,
    `receiver     ${outcome.failedAnswers} answered 500; then ${outcome.raw} raw deliveries, ` +
      `${outcome.unique} unique webhook-ids, ${outcome.raw - outcome.unique} repeats; ` +
      `${outcome.badSignatures} bad signatures`,
    `recovery     every lead in ${outcome.recoverySeconds.toFixed(1)} s after the receiver came up`,
    `store        ${storeLine(outcome.store)}`,
    `bar          every lead delivered ${mark(outcome.delivered === outcome.leads)}, ` +
      `unique == leads (${outcome.unique}/${outcome.leads}) ${mark(outcome.unique === outcome.leads)}, ` +
      `signatures verified ${mark(outcome.badSignatures === 0)}`,
  ];
}

function storeLine(check: StoreCheck): string {
  const list = (keys: string[]) => (keys.length ? ` (${keys.slice(0, 3).join(', ')}…)` : '');
  return (
    `${check.acknowledged} acknowledged, ${check.stored} stored; missing ${check.missing.length}${list(check.missing)}, ` +
    `duplicated ${check.duplicated.length}${list(check.duplicated)}, altered ${check.altered.length}, ` +
    `wrong jobs ${check.wrongJobs.length}${list(check.wrongJobs)}, unacknowledged ${check.unacknowledged}`
  );
}

function tally(counts: Record<string, number>): string {
  const entries = Object.entries(counts);
  return entries.length ? entries.map(([key, n]) => `${n}× ${key}`).join(', ') : '0';
}

/** The closing lines: which runs missed their bar. */
export function formatVerdict(results: readonly ScenarioResult[], loadAverage: number[]): string {
  const failed = results.filter((r) => !r.passed);
  const load = loadAverage.map((l) => l.toFixed(2)).join(' ');
  const ran = results.filter((r) => !r.skipped).length;
  return failed.length
    ? `API bench: ${failed.length} of ${ran} run(s) missed the bar: ` +
        failed.map((r) => `${r.scenario} on ${ENGINE_NAMES[r.engine]}`).join(', ') +
        ` (load average ${load})`
    : `API bench: all ${ran} run(s) met the bar (load average ${load})`;
}
