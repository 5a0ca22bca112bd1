import { listDealerSlugs } from '../../../src/server/dealer-files.ts';
import { loadSite, type Site } from '../../../src/server/prepare/prepare-dealer.ts';
import { tenantOrigin } from '../../../src/server/serve/tenant-url.ts';

export const TEST_PORT = Number(process.env['FORECOURT_TEST_PORT'] ?? 4399);

/** Every sample dealer, so a dealer added to dealers/ is covered without touching the tests. */
export const TENANTS: readonly string[] = listDealerSlugs();

export function siteUrl(slug: string, path = '/'): string {
  return `${tenantOrigin(slug, TEST_PORT)}${path}`;
}

const sites = new Map<string, Site>();

/**
 * The dealer's data as the build prepares it, to derive expectations instead of hard-coding
 * them. Prepared once per worker: a large dealer's stock takes a moment to generate.
 */
export function tenantSite(slug: string): Site {
  let site = sites.get(slug);
  if (!site) sites.set(slug, (site = loadSite(slug)));
  return site;
}
