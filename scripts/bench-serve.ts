// npm run bench:serve [-- --dist=<dir>] [--connections=200] [--duration=20] [--warmup=5]
// Serves an existing dist (default dist/; it builds nothing) from the platform app in a child
// process (with npm start's environment settings) and loads every page of every built site
// from this process, 200 clients in a closed loop, with a mix of br, gzip and identity
// requests: requests/s, latency p50/p95/p99 and the mean, errors, non-2xx, each process's CPU
// per request, the load average, server RSS and heap before and after. Exits 1 when the bar
// (p99 ≤ 50 ms, 0 errors, memory flat) is missed. FORECOURT_CPU_PROF=<dir> profiles the server
// over the measured run (not its start-up and warm-up), writes the profile there and adds its
// self time per file and per function, in µs a request, to the report.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DIST_DIR } from '../src/server/build/paths.ts';
import { formatBenchReport, runServeBench } from '../src/server/serve/bench/run-bench.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
  },
  strict: true,
});

const options = {
  distDir: values.dist ? path.resolve(values.dist) : DEFAULT_DIST_DIR,
  connections: wholeNumber(values.connections, 'connections'),
  durationSeconds: wholeNumber(values.duration, 'duration'),
  warmupSeconds: wholeNumber(values.warmup, 'warmup'),
  ...(process.env['FORECOURT_CPU_PROF'] ? { profileDir: process.env['FORECOURT_CPU_PROF'] } : {}),
};
const outcome = await runServeBench(options);
console.log(formatBenchReport(outcome, options));
process.exitCode = outcome.passed ? 0 : 1;

function wholeNumber(value: string, name: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new Error(`--${name}=${value}: expected a whole number`);
  return number;
}
