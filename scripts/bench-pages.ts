// npm run bench:pages [-- --dist=<dir>] [--dealer=<slug> ...]
// Weighs the built sites in dist/ against the DESIGN.md §6 page bars: HTML brotli per page,
// image sizes, and the JavaScript each page type ships (up front, and later through dynamic
// imports). It measures what `npm run build` left; it never builds.
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { judgePageBars, type SiteWeights } from '../src/server/build/bench/page-bars.ts';
import { formatWeightTable, summariseByKind } from '../src/server/build/bench/page-weights.ts';
import {
  listBuiltDealers,
  measureSite,
  readSiteRoutes,
} from '../src/server/build/bench/measure-pages.ts';
import { DEFAULT_DIST_DIR, resolveDealersDir, siteDir } from '../src/server/build/paths.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    dealer: { type: 'string', multiple: true },
  },
  strict: true,
});
const distDir = path.resolve(values.dist ?? DEFAULT_DIST_DIR);
const built = await listBuiltDealers(distDir);
const slugs = values.dealer?.length ? values.dealer : built;
const absent = slugs.filter((slug) => !built.includes(slug));
if (!slugs.length || absent.length) {
  console.error(
    slugs.length
      ? `No built site for ${absent.join(', ')} in ${distDir} (no index.html).`
      : `No built dealer sites in ${distDir}.`,
  );
  const build = absent.length
    ? absent.map((slug) => `npm run build -- --dealer=${slug}`).join(', then ')
    : 'npm run build';
  console.error(`Run \`${build}\` first, or pass --dist=<dir> where the sites are.`);
  process.exit(1);
}

const started = performance.now();
console.log(
  `Page weight bench: ${slugs.length} dealer${slugs.length === 1 ? '' : 's'} in ${distDir}; ` +
    `Node ${process.version}, ${availableParallelism()} cores, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
);
console.log(
  'Sizes in KB (1,024 bytes) brotli, quality 11; JS columns are the heaviest page of each type.',
);

const dealersDir = resolveDealersDir();
const sites: SiteWeights[] = [];
for (const slug of slugs) {
  const { routes, source } = await readSiteRoutes(dealersDir, slug);
  const measured = await measureSite(siteDir(distDir, slug), routes);
  sites.push({ slug, routes, pages: measured.pages });
  console.log(
    `\n${slug}: ${measured.pages.length} pages; search page ${routes.searchPath}, ` +
      `saved cars ${routes.savedCarsPath} (from ${source})`,
  );
  console.log(formatWeightTable(summariseByKind(measured.pages)));
  // A script the site does not have would weigh nothing here and fail in the browser.
  for (const [file, page] of measured.missing)
    console.log(`  missing script ${file} (named on ${page})`);
  for (const [url, page] of measured.unmeasured)
    console.log(`  not measured: ${url} (another origin or a bare name, first on ${page})`);
}

console.log('');
const verdict = judgePageBars(sites);
for (const line of verdict.lines) console.log(line);
console.log(`measured in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = verdict.failed ? 1 : 0;
