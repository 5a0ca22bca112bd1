import type { Car } from '../../lib/stock/car.ts';
import { loadSite, type Site } from '../site.ts';
import { emitIllustrations } from '../stock/emit-illustrations.ts';
import { emitSearchIndex } from '../search/emit-index.ts';
import { describeSearchSync, syncSearchIndexForBuild } from '../search/build-sync.ts';

/** What the build needs from a dealer besides what its pages read for themselves. */
export interface DealerInputs {
  site: Site;
  siteUrl: string;
  cars: readonly Car[];
  /** Feed vehicles the stock adapter skipped, with the reason; the build reports them. */
  stockProblems: readonly string[];
}

/**
 * Loads the dealer through the shared `loadSite` (validation with friendly errors, stock
 * normalised), so an invalid dealer fails here, before Astro starts. The pages read the
 * same parsed site from loadSite's process-wide cache.
 */
export function loadDealerInputs(dealersDir: string, slug: string): DealerInputs {
  const site = loadSite(slug, { dealersDir });
  return { site, siteUrl: site.dealer.url, cars: site.cars, stockProblems: site.stockProblems };
}

/**
 * Files written beside the Astro output: the stock illustrations the cars reference and the
 * search index file; then the Algolia sync when the dealer uses Algolia and an admin key is
 * in the environment. Returns warnings for the report (a failed sync does not fail the build).
 */
export async function emitDealerFiles(inputs: DealerInputs, outDir: string): Promise<string[]> {
  emitIllustrations(inputs.cars, outDir);
  await emitSearchIndex(inputs.site, outDir);
  const sync = await syncSearchIndexForBuild(inputs.site, process.env);
  return sync.status === 'failed' ? [describeSearchSync(sync)] : [];
}
