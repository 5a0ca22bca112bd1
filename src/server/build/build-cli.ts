import { buildDealersInBatches } from './build-batches.ts';
import { unchangedOutcome, type DealerBuildOutcome } from './dealer-build.ts';
import { projectFingerprint } from './fingerprint.ts';
import { listDealerSlugs } from './dealers.ts';
import { DEFAULT_DIST_DIR, PROJECT_ROOT, resolveDealersDir } from './paths.ts';
import { formatReportLine, formatRunSummary } from './report.ts';
import type { StockDropAcceptance } from './stock-drop-guard.ts';

export interface BuildCliOptions {
  dealers: readonly string[];
  force: boolean;
  verbose: boolean;
  distDir?: string;
  /** Dealers allowed to lose more than half their cars at once (the broken-feed guard). */
  acceptStockDrop?: StockDropAcceptance;
}

/**
 * Builds the requested dealers (all when none named) in batches of child processes and
 * prints one report line per dealer and a summary. Returns the outcomes; the caller decides
 * the exit code.
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
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  const report = (outcome: DealerBuildOutcome) => {
    console.log(formatReportLine(outcome.result, width));
    if (outcome.result.status === 'failed') printErrorDetail(outcome.error, options.verbose);
    printWarnings(outcome.warnings ?? [], options.verbose);
  };
  // Unchanged dealers are settled here, so a run with nothing to do starts no build process.
  const context = {
    projectRoot: PROJECT_ROOT,
    dealersDir,
    distDir,
    projectFingerprint: await projectFingerprint(PROJECT_ROOT),
    force: options.force,
    verbose: options.verbose,
  };
  const outcomes: DealerBuildOutcome[] = [];
  const toBuild: string[] = [];
  for (const slug of slugs) {
    const skipped = options.force ? null : await unchangedOutcome(slug, context);
    if (skipped) {
      outcomes.push(skipped);
      report(skipped);
    } else {
      toBuild.push(slug);
    }
  }
  const built = await buildDealersInBatches({
    slugs: toBuild,
    force: options.force,
    verbose: options.verbose,
    projectRoot: PROJECT_ROOT,
    dealersDir,
    distDir,
    acceptStockDrop: options.acceptStockDrop,
    ...batchSizeFromEnv(),
    onOutcome: report,
  });
  outcomes.push(...built);
  const results = outcomes.map((outcome) => outcome.result);
  console.log(formatRunSummary(results, (performance.now() - start) / 1000));
  return outcomes;
}

/** FORECOURT_BUILD_BATCH overrides how many dealers one build process takes. */
function batchSizeFromEnv(): { batchSize?: number } {
  const value = Number(process.env['FORECOURT_BUILD_BATCH']);
  return Number.isInteger(value) && value > 0 ? { batchSize: value } : {};
}

/**
 * Warnings (an accepted stock drop, feed vehicles skipped or fixed, a failed search sync): a
 * count and the first few (all with --verbose), under the dealer's line.
 */
function printWarnings(warnings: readonly string[], verbose: boolean): void {
  if (warnings.length === 0) return;
  const shown = verbose ? warnings : warnings.slice(0, 5);
  console.warn(`         ${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'}:`);
  for (const warning of shown) console.warn(`           ${warning}`);
  if (shown.length < warnings.length) {
    console.warn(`           … ${warnings.length - shown.length} more (--verbose lists all)`);
  }
}

/** The report line holds the first line; the rest (every config issue, or a stack) goes below. */
function printErrorDetail(error: unknown, verbose: boolean): void {
  const text =
    error instanceof Error ? (verbose ? (error.stack ?? error.message) : error.message) : '';
  const rest = text
    .split('\n')
    .slice(verbose ? 0 : 1)
    .filter((line) => line.trim());
  for (const line of rest) console.error(`         ${line}`);
}
