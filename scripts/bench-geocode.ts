// npm run bench:geocode [-- --lookups=100000] [--requests=5000] [--warmup=500]
// The postcode lookup bar (issue: ≤ 5 ms p95 on the embedded table), measured in process over
// the table and through `npm run api` on loopback (src/server/api/geocode/bench/). One
// postcode in ten is one no place has (a 404). Prints p50/p95/p99 and exits 1 past the bar.
import { parseArgs } from 'node:util';
import { runGeocodeBench } from '../src/server/api/geocode/bench/run-geocode-bench.ts';

const { values } = parseArgs({
  options: {
    lookups: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '5000' },
    warmup: { type: 'string', default: '500' },
  },
  strict: true,
});

function count(value: string, name: string, min = 1): number {
  if (!/^\d+$/.test(value) || Number(value) < min) {
    throw new Error(`--${name} must be a whole number of at least ${min}, not "${value}"`);
  }
  return Number(value);
}

const passed = await runGeocodeBench({
  lookups: count(values.lookups, 'lookups'),
  requests: count(values.requests, 'requests'),
  warmup: count(values.warmup, 'warmup', 0),
});
process.exitCode = passed ? 0 : 1;
