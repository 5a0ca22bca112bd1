/**
 * The dist the API bench runs on: for each sample dealer, only what the API reads of a built
 * site (the tenant data file and the build record), so no Astro build is needed. A dealer's
 * lead delivery may be replaced, e.g. to add a webhook pointing at the bench's receiver.
 */
import path from 'node:path';
import type { LeadDelivery } from '../../../lib/config/lead-delivery.ts';
import { writeBuildRecord } from '../../build/build-record.ts';
import { prepareDealer } from '../../prepare/prepare-dealer.ts';
import { emitTenantData, loadTenantData, type TenantData } from '../tenant/index.ts';

export interface BenchDistOptions {
  /** Sample dealers (folders of dealers/) to make tenants of. */
  dealers: readonly string[];
  /** Replaces every dealer's `lead_delivery`. */
  leadDelivery?: LeadDelivery;
}

export interface BenchDist {
  distDir: string;
  /** Each tenant as the API loads it, in the order of `dealers`. */
  tenants: TenantData[];
}

/** Writes `<distDir>/<slug>/` for each dealer and loads the tenant data back. */
export async function createBenchDist(
  distDir: string,
  options: BenchDistOptions,
): Promise<BenchDist> {
  const tenants: TenantData[] = [];
  for (const slug of options.dealers) {
    const { site } = prepareDealer(slug);
    const siteDir = path.join(distDir, slug);
    const dealer = options.leadDelivery
      ? { ...site.dealer, lead_delivery: options.leadDelivery }
      : site.dealer;
    emitTenantData({ ...site, dealer }, siteDir);
    await writeBuildRecord(siteDir, {
      slug,
      siteUrl: site.dealer.url,
      fingerprint: 'api-bench',
      builtAt: site.now.toISOString(),
      pages: 0,
      bytes: 0,
      seconds: 0,
    });
    tenants.push(await loadTenantData(siteDir));
  }
  return { distDir, tenants };
}
