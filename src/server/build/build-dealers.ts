import { removeAbandonedAsides } from './aside-swap.ts';
import { buildDealer, type DealerBuildOutcome } from './dealer-build.ts';
import { listDealerSlugs } from './dealers.ts';
import { projectFingerprint } from './fingerprint.ts';
import { DEFAULT_DIST_DIR, keptBundlesDir, PROJECT_ROOT, resolveDealersDir } from './paths.ts';
import type { StockDropAcceptance } from './stock-drop-guard.ts';

export interface BuildDealersOptions {
  /** Dealers to build; every dealer under the dealers root when absent or empty. */
  slugs?: readonly string[];
  force?: boolean;
  verbose?: boolean;
  projectRoot?: string;
  dealersDir?: string;
  distDir?: string;
  /** Dealers allowed to lose more than half their cars at once (the broken-feed guard). */
  acceptStockDrop?: StockDropAcceptance | undefined;
  /**
   * Where server bundles are kept for later builds of the same code (kept-bundle.ts); null
   * keeps none. Default: keptBundlesDir(projectRoot).
   */
  keptBundlesDir?: string | null;
  /** Called as each dealer finishes, so reports stream while the rest build. */
  onOutcome?: (outcome: DealerBuildOutcome) => void;
}

/** Builds dealers one after another (Astro builds share process state); failures don't stop the run. */
export async function buildDealers(
  options: BuildDealersOptions = {},
): Promise<DealerBuildOutcome[]> {
  const projectRoot = options.projectRoot ?? PROJECT_ROOT;
  const dealersDir = options.dealersDir ?? resolveDealersDir();
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  const slugs = options.slugs?.length ? [...options.slugs] : await listDealerSlugs(dealersDir);
  await removeAbandonedAsides(distDir);
  const context = {
    projectRoot,
    dealersDir,
    distDir,
    projectFingerprint: await projectFingerprint(projectRoot),
    force: options.force ?? false,
    verbose: options.verbose ?? false,
    acceptStockDrop: options.acceptStockDrop,
    keptBundlesDir:
      options.keptBundlesDir === undefined ? keptBundlesDir(projectRoot) : options.keptBundlesDir,
  };
  const outcomes: DealerBuildOutcome[] = [];
  for (const slug of slugs) {
    const outcome = await buildDealer(slug, context);
    outcomes.push(outcome);
    options.onOutcome?.(outcome);
  }
  return outcomes;
}
