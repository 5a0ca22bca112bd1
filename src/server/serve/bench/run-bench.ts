/**
 * `npm run bench:serve`: the platform app serving an existing dist (it builds nothing) under
 * `connections` clients for `durationSeconds` over every page of every built site, with a mix
 * of brotli, gzip and identity requests. Bar (issue 12): p99 ≤ 50 ms, no errors, server memory
 * flat (heap after a garbage collection no more than 16 MB above where it started).
 */
import { discoverSiteUrls } from './discover-urls.ts';
import { percentile, type LoadResult } from './http-load.ts';
import { runLoad } from './run-load.ts';
import type { ChildMemory } from './serve-child.ts';
import { startServerProcess } from './server-process.ts';

export interface BenchOptions {
  distDir: string;
  connections: number;
  durationSeconds: number;
  /** A shorter run first, so the measured one starts with warm caches and compiled code. */
  warmupSeconds: number;
}

export const P99_BAR_MS = 50;
export const HEAP_GROWTH_BAR_BYTES = 16 * 1024 * 1024;

export interface BenchOutcome {
  sites: number;
  urls: number;
  result: LoadResult;
  p99: number;
  before: ChildMemory;
  after: ChildMemory;
  passed: boolean;
}

export async function runServeBench(options: BenchOptions): Promise<BenchOutcome> {
  const urls = await discoverSiteUrls(options.distDir);
  if (urls.length === 0) {
    throw new Error(`No built sites in ${options.distDir}: run npm run build first`);
  }
  const server = await startServerProcess(options.distDir);
  try {
    const load = { port: server.port, urls, connections: options.connections };
    if (options.warmupSeconds > 0)
      await runLoad({ ...load, durationSeconds: options.warmupSeconds });
    const before = await server.memory();
    const result = await runLoad({ ...load, durationSeconds: options.durationSeconds });
    const after = await server.memory();
    const p99 = percentile(result.latencies, 99);
    const passed =
      p99 <= P99_BAR_MS &&
      result.errors === 0 &&
      result.non2xx === 0 &&
      after.heapUsed - before.heapUsed <= HEAP_GROWTH_BAR_BYTES;
    const sites = new Set(urls.map((url) => url.slug)).size;
    return { sites, urls: urls.length, result, p99, before, after, passed };
  } finally {
    await server.stop();
  }
}

export function formatBenchReport(outcome: BenchOutcome, options: BenchOptions): string {
  const { result, before, after, p99 } = outcome;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const ms = (p: number) => `${percentile(result.latencies, p).toFixed(1)} ms`;
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  const heapGrowth = after.heapUsed - before.heapUsed;
  const count = (n: number) => n.toLocaleString('en-AU');
  return [
    `Serving bench: ${outcome.sites} site(s), ${count(outcome.urls)} URLs × br/gzip/identity, ` +
      `${options.connections} connections for ${options.durationSeconds} s`,
    `  requests/s   ${count(Math.round(result.requests / result.seconds))} ` +
      `(${count(result.requests)} in ${result.seconds.toFixed(1)} s, ${mb(result.bytes)} received)`,
    `  latency      p50 ${ms(50)}  p90 ${ms(90)}  p99 ${ms(99)}  (max ${ms(100)})`,
    `  errors       ${result.errors}   non-2xx ${result.non2xx}`,
    `  server RSS   before ${mb(before.rss)}  after ${mb(after.rss)}`,
    `  server heap  after GC: before ${mb(before.heapUsed)}  after ${mb(after.heapUsed)}`,
    `  bar          p99 ≤ ${P99_BAR_MS} ms ${mark(p99 <= P99_BAR_MS)}, ` +
      `0 errors ${mark(result.errors === 0 && result.non2xx === 0)}, ` +
      `memory flat (heap +${mb(Math.max(0, heapGrowth))} ≤ ${mb(HEAP_GROWTH_BAR_BYTES)}) ` +
      `${mark(heapGrowth <= HEAP_GROWTH_BAR_BYTES)}`,
  ].join('\n');
}
