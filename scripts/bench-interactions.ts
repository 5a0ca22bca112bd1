// npm run bench:interactions [-- --runs 5 --port 4413 --only make,sort slug …]
// Interaction to Next Paint of the search page's main interactions (refine a make, a body
// style, the car type; the price slider; the sort; the next page; the phone filter drawer)
// in Debian's Chromium at 4× CPU slowdown, on every built dealer (or the slugs named). Prints
// p75 and worst per interaction and dealer against the bars: p75 ≤ 100 ms, worst ≤ 200 ms.
// Serves dist/ (or --dist, e.g. a copy of an earlier build) on --port unless a server already
// answers there. The figures move with
// the machine's load: compare changes on a quiet machine, or before and after in one sitting.
// Each line also gives the interaction's main-thread CPU time (trace thread time, median of the
// runs): the work an interaction costs, up to its settling (later renders, images, the URL).
// Load moves it less than wall time but still moves it (on 2 busy cores: ±40% run to run).
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';
import { DEFAULT_DIST_DIR } from '../src/server/build/paths.ts';
import type { RunningServer } from '../src/server/serve/server.ts';
import { runStartCli } from '../src/server/serve/start-cli.ts';
import { listTenants } from '../src/server/serve/tenant-index.ts';
import { indexOrigin, tenantOrigin } from '../src/server/serve/tenant-url.ts';
import {
  CPU_SLOWDOWN,
  INTERACTIONS,
  measureOnce,
  type InteractionSample,
} from '../src/server/search/bench/measure-interactions.ts';
import {
  summarise,
  summaryLine,
  INTERACTION_BARS,
} from '../src/lib/search/bench/interaction-stats.ts';

const { values, positionals } = parseArgs({
  options: {
    port: { type: 'string', default: '4413' },
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    dist: { type: 'string' },
  },
  allowPositionals: true,
  strict: true,
});
const port = Number(values.port);
const runs = Number(values.runs);
if (!Number.isInteger(port) || port <= 0) throw new Error(`Bad --port: ${values.port}`);
if (!Number.isInteger(runs) || runs <= 0) throw new Error(`Bad --runs: ${values.runs}`);
const only = values.only?.split(',').map((name) => name.trim());
const interactions = only ? INTERACTIONS.filter((i) => only.includes(i.name)) : INTERACTIONS;
if (!interactions.length)
  throw new Error(`--only names none of: ${INTERACTIONS.map((i) => i.name).join(', ')}`);

const distDir = values.dist ? path.resolve(values.dist) : DEFAULT_DIST_DIR;
const built = (await listTenants(distDir)).map((t) => t.slug);
const tenants = positionals.length ? positionals : built;
const missing = tenants.filter((slug) => !built.includes(slug));
if (missing.length) throw new Error(`Not built: ${missing.join(', ')} (npm run build first)`);

const server = await ensureServer(port);
const browser = await chromium.launch(chromiumLaunchOptions);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(
  `Search page interactions at ${CPU_SLOWDOWN}× CPU slowdown, ${runs} runs each; bars p75 ≤ ` +
    `${INTERACTION_BARS.p75Ms} ms, worst ≤ ${INTERACTION_BARS.worstMs} ms. Load average ${load()}`,
);
let failed = 0;
try {
  for (const tenant of tenants) {
    const url = `${tenantOrigin(tenant, port)}${await searchPath(tenant)}`;
    for (const interaction of interactions) {
      const samples: InteractionSample[] = [];
      for (let run = 0; run < runs; run++)
        samples.push(await measureOnce(browser, { tenant, url }, interaction));
      const summary = summarise(samples.map((s) => s.inpMs));
      if (!summary.pass) failed++;
      const cpu = samples.map((s) => s.cpuMs).sort((a, b) => a - b);
      console.log(
        `${summaryLine(tenant, interaction.name, summary)}  [${samples.map((s) => Math.round(s.inpMs)).join(' ')}]  ` +
          `main-thread CPU median ${Math.round(cpu[Math.floor(cpu.length / 2)] ?? 0)} ms`,
      );
    }
  }
} finally {
  await browser.close();
  await server?.close();
}
console.log(
  `Load average ${load()}. ${failed ? `${failed} over the bars` : 'All within the bars'}.`,
);
process.exitCode = failed ? 1 : 0;

/** The dealer's search page: /search's canonical URL (dealer.search.path). */
async function searchPath(slug: string): Promise<string> {
  const html = await readFile(path.join(distDir, slug, 'search', 'index.html'), 'utf8');
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return canonical ? new URL(canonical).pathname : '/search';
}

/** Serves the sites on the port (as npm start --skip-build) unless something already answers there. */
async function ensureServer(onPort: number): Promise<RunningServer | null> {
  const up = await fetch(`${indexOrigin(onPort)}/`).then(
    (res) => res.ok,
    () => false,
  );
  if (up) return null;
  process.env['FORECOURT_RATE_PER_IP'] ??= 'off';
  return runStartCli({ port: onPort, skipBuild: true, force: false, verbose: false, distDir });
}
