import type { PreparedDealer } from '../prepare/prepare-dealer.ts';
import { emitIllustrations } from '../stock/emit-illustrations.ts';
import { emitSearchIndex } from '../search/emit-index.ts';
import { describeSearchSync, syncSearchIndexForBuild } from '../search/build-sync.ts';
import { emitPrintableCars } from '../print/emit-printable-cars.ts';
import { emitSimilarCars } from '../stock/emit-similar-cars.ts';
import { emitTenantData } from '../api/tenant/emit-tenant-data.ts';

/**
 * The emit step: files written beside the Astro output from the prepared dealer (the stock
 * illustrations the cars reference, the search index file, the printable cars' and the
 * similar cars' data files and the platform API's tenant data file), then the Algolia sync when the dealer uses
 * Algolia and an admin key is in the environment. Returns warnings for the report (a failed
 * sync does not fail the build).
 */
export async function emitDealerFiles(prepared: PreparedDealer, outDir: string): Promise<string[]> {
  emitIllustrations(prepared.site.cars, outDir);
  await emitSearchIndex(prepared.searchIndexFile, outDir);
  emitPrintableCars(prepared.site, outDir);
  emitSimilarCars(prepared.site, outDir);
  emitTenantData(prepared.site, outDir);
  const sync = await syncSearchIndexForBuild(prepared.site, process.env);
  return sync.status === 'failed' ? [describeSearchSync(sync)] : [];
}
