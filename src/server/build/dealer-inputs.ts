import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEALER_FILE } from './dealers.ts';

/** What the build needs from a dealer besides what its pages read for themselves. */
export interface DealerInputs {
  siteUrl: string;
  cars: readonly unknown[];
}

interface SiteModule {
  loadSite(slug: string, opts?: { dealersDir?: string }): Promise<{
    dealer: { slug: string; url: string };
    cars: readonly unknown[];
  }>;
}

/**
 * Loads the dealer through the shared `loadSite` (validation with friendly errors, stock
 * normalised), so an invalid dealer fails here, before Astro starts. Falls back to reading
 * dealer.json directly while src/server/site.ts does not exist yet.
 */
export async function loadDealerInputs(
  projectRoot: string,
  dealersDir: string,
  slug: string,
): Promise<DealerInputs> {
  const siteModule = await importIfPresent<SiteModule>(projectRoot, 'src/server/site.ts');
  if (siteModule) {
    const site = await siteModule.loadSite(slug, { dealersDir });
    return { siteUrl: site.dealer.url, cars: site.cars };
  }
  const file = path.join(dealersDir, slug, DEALER_FILE);
  const config = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  const url = [config['url'], (config['dealer'] as Record<string, unknown> | undefined)?.['url']]
    .find((value): value is string => typeof value === 'string' && URL.canParse(value));
  return { siteUrl: url ?? `https://${slug}.example`, cars: [] };
}

/** Writes the stock illustrations the dealer's cars reference, once that module exists. */
export async function emitStockIllustrations(
  projectRoot: string,
  cars: readonly unknown[],
  outDir: string,
): Promise<void> {
  const module = await importIfPresent<{
    emitIllustrations(cars: readonly unknown[], outDir: string): unknown;
  }>(projectRoot, 'src/server/stock/emit-illustrations.ts');
  await module?.emitIllustrations(cars, outDir);
}

async function importIfPresent<T>(projectRoot: string, relative: string): Promise<T | null> {
  const file = path.join(projectRoot, relative);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as T;
}
