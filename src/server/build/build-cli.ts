import { buildDealers } from './build-dealers.ts';
import type { DealerBuildOutcome } from './dealer-build.ts';
import { listDealerSlugs } from './dealers.ts';
import { DEFAULT_DIST_DIR, resolveDealersDir } from './paths.ts';
import { formatReportLine, formatRunSummary } from './report.ts';

export interface BuildCliOptions {
  dealers: readonly string[];
  force: boolean;
  verbose: boolean;
  distDir?: string;
}

/**
 * Builds the requested dealers (all when none named) and prints one report line per dealer
 * and a summary. Returns the outcomes; the caller decides the exit code.
 */
export async function runBuildCli(options: BuildCliOptions): Promise<DealerBuildOutcome[]> {
  const dealersDir = resolveDealersDir();
  const slugs = options.dealers.length ? [...options.dealers] : await listDealerSlugs(dealersDir);
  if (slugs.length === 0) {
    console.log(`No dealers found in ${dealersDir} (a dealer is <slug>/dealer.json).`);
    return [];
  }
  const width = Math.max(...slugs.map((slug) => slug.length));
  const start = performance.now();
  const outcomes = await buildDealers({
    slugs,
    force: options.force,
    verbose: options.verbose,
    dealersDir,
    distDir: options.distDir ?? DEFAULT_DIST_DIR,
    onOutcome: (outcome) => {
      console.log(formatReportLine(outcome.result, width));
      if (outcome.result.status === 'failed') printErrorDetail(outcome.error, options.verbose);
    },
  });
  const results = outcomes.map((outcome) => outcome.result);
  console.log(formatRunSummary(results, (performance.now() - start) / 1000));
  return outcomes;
}

/** The report line holds the first line; the rest (every config issue, or a stack) goes below. */
function printErrorDetail(error: unknown, verbose: boolean): void {
  const text = error instanceof Error ? (verbose ? (error.stack ?? error.message) : error.message) : '';
  const rest = text.split('\n').slice(verbose ? 0 : 1).filter((line) => line.trim());
  for (const line of rest) console.error(`         ${line}`);
}
