// npm run bench:api [-- --scenarios=load,kill,webhook] [--engines=sqlite,postgres]
//   [--dealers=ironbark-motorcycles] [--rate=200] [--duration=30] [--warmup=5] [--kills=10]
//   [--webhook-leads=300] [--webhook-rate=50] [--failing=3] [--deliver-timeout=120]
// The platform API's bars on loopback (src/server/api/bench/run-bench.ts): `npm run api` in a
// child process over a temp dist of the dealers' tenant data (no build needed) and a fresh
// store per run (SQLite in a temp data dir; PostgreSQL on 127.0.0.1:5432 in a database made
// and dropped, skipped with the reason when unreachable).
//   load     leads at a constant arrival rate: p99 ≤ 50 ms from each lead's due time, 0 errors
//   kill     the same load with the API SIGKILLed and restarted: every acknowledged lead once,
//            complete, with its delivery jobs
//   webhook  the webhook receiver down, then 500, then up: every lead delivered, once per id
// Prints a report per run and exits 1 when any run misses its bar.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  ENGINES,
  SCENARIOS,
  runApiBench,
  type ApiBenchOptions,
  type ScenarioName,
} from '../src/server/api/bench/run-bench.ts';
import { formatVerdict } from '../src/server/api/bench/report.ts';
import type { EngineName } from '../src/server/api/bench/bench-engines.ts';

const { values } = parseArgs({
  options: {
    scenarios: { type: 'string', default: SCENARIOS.join(',') },
    engines: { type: 'string', default: ENGINES.join(',') },
    dealers: { type: 'string', default: 'ironbark-motorcycles' },
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    kills: { type: 'string', default: '10' },
    'webhook-leads': { type: 'string', default: '300' },
    'webhook-rate': { type: 'string', default: '50' },
    failing: { type: 'string', default: '3' },
    'deliver-timeout': { type: 'string', default: '120' },
  },
  strict: true,
});

const options: ApiBenchOptions = {
  scenarios: choices(values.scenarios, SCENARIOS, 'scenarios') as ScenarioName[],
  engines: choices(values.engines, ENGINES, 'engines') as EngineName[],
  dealers: values.dealers
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean),
  rate: wholeNumber(values.rate, 'rate', 1),
  durationSeconds: wholeNumber(values.duration, 'duration', 1),
  warmupSeconds: wholeNumber(values.warmup, 'warmup', 0),
  kills: wholeNumber(values.kills, 'kills', 0),
  webhookLeads: wholeNumber(values['webhook-leads'], 'webhook-leads', 1),
  webhookRate: wholeNumber(values['webhook-rate'], 'webhook-rate', 1),
  failingSeconds: wholeNumber(values.failing, 'failing', 0),
  deliverTimeoutSeconds: wholeNumber(values['deliver-timeout'], 'deliver-timeout', 1),
};
const before = loadavg();
console.log(
  `API bench: ${options.scenarios.join(', ')} on ${options.engines.join(', ')}; ` +
    `dealers ${options.dealers.join(', ')}; load average ${before.map((l) => l.toFixed(2)).join(' ')}\n`,
);
const results = await runApiBench(options, (text) => console.log(text));
console.log(formatVerdict(results, loadavg()));
process.exitCode = results.every((result) => result.passed) ? 0 : 1;

function choices(value: string, allowed: readonly string[], name: string): string[] {
  const picked = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const unknown = picked.filter((item) => !allowed.includes(item));
  if (unknown.length || picked.length === 0) {
    throw new Error(`--${name}=${value}: choose from ${allowed.join(', ')}`);
  }
  return picked;
}

function wholeNumber(value: string, name: string, min: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) {
    throw new Error(`--${name}=${value}: expected a whole number of at least ${min}`);
  }
  return number;
}
