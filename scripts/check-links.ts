// npm run check:links [-- --dist=<dir>] [--dealer=<slug> ...] [--all]
// Checks the sites already built in dist/: every internal link, image, stylesheet and script
// they name must be answered by a file, as the local server answers it, or be a page a later
// issue adds (src/server/links/known-missing-links.ts). It never builds. Exits 1 on a broken
// link no entry accounts for and, when every dealer was checked, on a stale entry.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { listBuiltDealers } from '../src/server/build/bench/measure-pages.ts';
import { listDealerSlugs } from '../src/server/build/dealers.ts';
import { DEFAULT_DIST_DIR, resolveDealersDir } from '../src/server/build/paths.ts';
import { checkBuiltSites, linkCheckFails } from '../src/server/links/check-built-sites.ts';
import { formatLinkVerdict, formatSiteLine } from '../src/server/links/link-report.ts';

/** Broken links listed per site unless --all: enough to see the pattern. */
const LISTED_PER_SITE = 40;

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    dealer: { type: 'string', multiple: true },
    all: { type: 'boolean', default: false },
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
  console.error('Run `npm run build` first, or pass --dist=<dir> where the sites are.');
  process.exit(1);
}

const started = performance.now();
console.log(`Link check of ${slugs.length} site${slugs.length === 1 ? '' : 's'} in ${distDir}`);
const { verdict } = await checkBuiltSites(distDir, slugs, undefined, (slug, check) =>
  console.log(formatSiteLine(slug, check)),
);
const dealers = await listDealerSlugs(resolveDealersDir());
const everyDealerChecked = dealers.every((slug) => slugs.includes(slug));
console.log('');
for (const line of formatLinkVerdict(
  everyDealerChecked ? verdict : { ...verdict, stale: [] },
  values.all ? Infinity : LISTED_PER_SITE,
)) {
  console.log(line);
}
if (!everyDealerChecked && verdict.stale.length) {
  console.log(
    `(${verdict.stale.length} known-missing entries match nothing on these sites; ` +
      'stale entries are judged only when every dealer is checked.)',
  );
}
const failed = linkCheckFails(verdict, everyDealerChecked);
console.log(
  `${failed ? 'FAILED' : 'passed'}: link check in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
process.exitCode = failed ? 1 : 0;
