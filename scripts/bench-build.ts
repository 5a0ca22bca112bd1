// npm run bench:build [-- --dealer=<sample slug>] [--sizes=50,500,5000] [--keep] [--vite-every-build]
// Builds generated copies of a sample dealer with 50, 500 and 5,000 cars into a temp dir and
// prints ms per page and the fixed cost per dealer, cold, rebuilt unchanged and rebuilt after 5 %
// of the stock changed price, against the bars. The warm-up build makes the server bundle for
// this code, which every later build takes (kept-bundle.ts), as every dealer of a run after the
// first does; --vite-every-build has Vite build it for every build instead.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  changeFivePercent,
  makeBenchDealer,
  makeBenchDealers,
  pickSampleDealer,
} from '../src/server/build/bench/bench-dealers.ts';
import {
  fitLine,
  formatBenchTable,
  formatFixedBreakdown,
  formatRouteCosts,
  judgeBars,
  type BenchRow,
} from '../src/server/build/bench/bench-stats.ts';
import { buildDealers } from '../src/server/build/build-dealers.ts';
import type { DealerBuildOutcome } from '../src/server/build/dealer-build.ts';
import { PROJECT_ROOT, resolveDealersDir } from '../src/server/build/paths.ts';
import { formatReportLine } from '../src/server/build/report.ts';

process.env['ASTRO_TELEMETRY_DISABLED'] ??= '1';

const { values } = parseArgs({
  options: {
    dealer: { type: 'string' },
    sizes: { type: 'string', default: '50,500,5000' },
    keep: { type: 'boolean', default: false },
    'vite-every-build': { type: 'boolean', default: false },
  },
  strict: true,
});
const sizes = values.sizes.split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 0))
  throw new Error(`Bad --sizes: ${values.sizes}`);

const sourceDealers = resolveDealersDir();
const sample = await pickSampleDealer(sourceDealers, values.dealer);
// Astro builds must happen inside the project (see astro-build.ts), so the work dir is in .cache/.
const cacheDir = path.join(PROJECT_ROOT, '.cache');
await mkdir(cacheDir, { recursive: true });
const work = await mkdtemp(path.join(cacheDir, 'bench-'));
const dealersDir = path.join(work, 'dealers');
const distDir = path.join(work, 'dist');
// The bench's own, so the warm-up always makes the bundle the sizes' builds then take.
const keptBundlesDir = values['vite-every-build'] ? null : path.join(work, 'kept-bundles');
const slugs = await makeBenchDealers(path.join(sourceDealers, sample), dealersDir, sizes);
process.env['FORECOURT_DEALERS_DIR'] = dealersDir;

console.log(
  `Build bench: copies of "${sample}" with ${sizes.join(' / ')} cars; ` +
    `Node ${process.version}, ${availableParallelism()} cores; work dir ${work}`,
);
// Other work on the machine skews every figure; the load average says how much there was.
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`load average before: ${load()}`);

// The first Astro build in a process also pays for loading Astro, Vite and rolldown. A nightly
// run pays that once for all its dealers, so it is measured apart from the per-dealer figures.
const warmUpStart = performance.now();
// A dealer of its own, so no later build finds its data already loaded.
const warmUpSlug = await makeBenchDealer(
  path.join(sourceDealers, sample),
  dealersDir,
  'warm-up',
  50,
);
const [warmUp] = await buildOnce(warmUpSlug, path.join(work, 'warm-up'), true);
console.log(
  `warm-up (first build in this process${keptBundlesDir ? '; Vite makes the server bundle every build below takes' : ''}): ` +
    `${seconds(performance.now() - warmUpStart)} s`,
);
if (warmUp?.result.status === 'failed') process.exit(1);

const rows: BenchRow[] = [];
const outcomesBySize: DealerBuildOutcome[] = [];
const changedBySize: DealerBuildOutcome[] = [];
for (const [index, slug] of slugs.entries()) {
  const [cold] = await buildOnce(slug, distDir, true);
  // Others may edit src/ while the bench runs; an edit between the two runs forces a rebuild,
  // so the unchanged run is retried (a few times at most) until nothing changed in between.
  let again: DealerBuildOutcome | undefined;
  let unchangedMs = 0;
  for (let attempt = 0; attempt < 3 && again?.result.status !== 'skipped'; attempt++) {
    const unchangedStart = performance.now();
    [again] = await buildOnce(slug, distDir, false);
    unchangedMs = performance.now() - unchangedStart;
  }
  if (!cold?.timings || again?.result.status !== 'skipped') {
    console.error(`Bench aborted: ${slug} did not build, or was not skipped when unchanged.`);
    process.exit(1);
  }
  // A nightly feed: 5 % of the cars change price, and the dealer is rebuilt without --force.
  const changedCars = await changeFivePercent(dealersDir, slug);
  const changedStart = performance.now();
  const [changed] = await buildOnce(slug, distDir, false);
  const changedMs = performance.now() - changedStart;
  if (changed?.result.status !== 'built') {
    console.error(`Bench aborted: ${slug} was not rebuilt after ${changedCars} cars changed.`);
    process.exit(1);
  }
  if (keptBundlesDir && !(cold.timings.keptBundle && changed.timings?.keptBundle)) {
    console.error(`Bench aborted: ${slug} did not take the server bundle the warm-up kept.`);
    process.exit(1);
  }
  outcomesBySize.push(cold);
  changedBySize.push(changed);
  rows.push({
    cars: sizes[index] ?? 0,
    pages: cold.timings.pages,
    coldMs: cold.timings.totalMs,
    generateMs: cold.timings.generateMs,
    unchangedMs,
    changedMs,
    loadMs: cold.timings.loadMs,
    astroMs: cold.timings.astroMs,
    postMs: cold.timings.postMs,
    postSteps: cold.timings.postSteps,
    cpuColdMs: cold.timings.cpuTotalMs,
    cpuGenerateMs: cold.timings.cpuGenerateMs,
  });
}

console.log(`\n${formatBenchTable(rows)}\n`);
for (const row of rows) console.log(formatFixedBreakdown(row));
for (const [index, outcome] of outcomesBySize.entries()) {
  const compressed = outcome.timings?.compressed;
  if (!compressed) continue;
  console.log(
    `precompression at ${rows[index]?.cars.toLocaleString('en-AU')} cars: ${compressed.files} files, ` +
      `${compressed.written} .br/.gz copies written, ${compressed.reused} of them reused`,
  );
}
// What the 5 % rebuild could take from the site it replaced (page-reuse.ts, precompress.ts).
for (const [index, outcome] of changedBySize.entries()) {
  const timings = outcome.timings;
  if (!timings) continue;
  const { compressed, postSteps } = timings;
  console.log(
    `5 % changed at ${rows[index]?.cars.toLocaleString('en-AU')} cars: ` +
      `${timings.reusedPages} of ${timings.pages} pages reused, generation ${seconds(timings.generateMs)} s; ` +
      `${compressed.reused} of ${compressed.written} .br/.gz copies reused, ` +
      `precompress ${seconds(postSteps['precompress'] ?? 0)} s`,
  );
}
const biggest = outcomesBySize.at(-1);
if (biggest?.timings) {
  console.log(`\ngeneration time by route at ${sizes.at(-1)?.toLocaleString('en-AU')} cars:`);
  for (const line of formatRouteCosts(biggest.timings.routes)) console.log(line);
  console.log('');
}
const fit = fitLine(rows.map((row) => ({ pages: row.pages, ms: row.coldMs })));
if (fit) {
  const perPage = fit.perPageMs.toFixed(2);
  console.log(
    `least-squares over the sizes: ${perPage} ms per page + ${seconds(fit.fixedMs)} s fixed`,
  );
}
const verdict = judgeBars(rows);
for (const line of verdict.lines) console.log(line);
console.log(`load average after: ${load()}`);
console.log(
  'Page counts include every route the project builds today; new page types need no change here.',
);
process.exitCode = verdict.failed ? 1 : 0;

if (values.keep) console.log(`kept ${work}`);
else await rm(work, { recursive: true, force: true });

async function buildOnce(
  slug: string,
  dist: string,
  force: boolean,
): Promise<DealerBuildOutcome[]> {
  return buildDealers({
    slugs: [slug],
    force,
    dealersDir,
    distDir: dist,
    keptBundlesDir,
    onOutcome: (outcome) => {
      console.log(`  ${formatReportLine(outcome.result)}`);
      if (outcome.result.status === 'failed') console.error(outcome.error);
    },
  });
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(2);
}
