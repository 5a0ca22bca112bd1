import { listDealerSlugs } from '../../../src/server/dealer-files.ts';
import { loadSite, type Site } from '../../../src/server/site.ts';
import { tenantOrigin } from '../../../src/server/serve/tenant-url.ts';

export const TEST_PORT = Number(process.env['FORECOURT_TEST_PORT'] ?? 4399);

/** Every sample dealer, so a dealer added to dealers/ is covered without touching the tests. */
export const TENANTS: readonly string[] = listDealerSlugs();

export function siteUrl(slug: string, path = '/'): string {
  return `${tenantOrigin(slug, TEST_PORT)}${path}`;
}

/** The dealer's data as the build saw it, to derive expectations instead of hard-coding them. */
export function tenantSite(slug: string): Site {
  return loadSite(slug);
}
