import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildNow } from '../../../src/server/build-clock.ts';
import { BUILD_RECORD_FILE, parseBuildRecord } from '../../../src/server/build/build-record.ts';
import { DEFAULT_DIST_DIR } from '../../../src/server/build/paths.ts';
import { listDealerSlugs } from '../../../src/server/dealer-files.ts';
import { loadSite, type Site } from '../../../src/server/prepare/prepare-dealer.ts';
import { tenantOrigin } from '../../../src/server/serve/tenant-url.ts';

export const TEST_PORT = Number(process.env['FORECOURT_TEST_PORT'] ?? 4399);

/**
 * The built sites the server under test serves: FORECOURT_E2E_DIST, default dist/. Specs that
 * visit one page of each page type read the pages from here.
 */
export const E2E_DIST = path.resolve(process.env['FORECOURT_E2E_DIST'] ?? DEFAULT_DIST_DIR);

/** Every sample dealer, so a dealer added to dealers/ is covered without touching the tests. */
export const TENANTS: readonly string[] = listDealerSlugs();

export function siteUrl(slug: string, path = '/'): string {
  return `${tenantOrigin(slug, TEST_PORT)}${path}`;
}

const sites = new Map<string, Site>();

/**
 * The dealer's data as the build prepared it, to derive expectations instead of hard-coding
 * them. Prepared once per worker: a large dealer's stock takes a moment to generate.
 */
export function tenantSite(slug: string): Site {
  let site = sites.get(slug);
  if (!site) sites.set(slug, (site = loadSite(slug, { now: builtSiteClock(slug) })));
  return site;
}

/**
 * The clock the served site was built with, from its build record. Generated stock ages with
 * the day and tags such as NEW ARRIVAL are as of the build, so a run that crosses midnight
 * after the build must still expect what the pages were built with. The time now when the
 * site has no record yet (a spec that reads no page).
 */
function builtSiteClock(slug: string): Date {
  const file = path.join(E2E_DIST, slug, BUILD_RECORD_FILE);
  const asOf = existsSync(file) ? parseBuildRecord(readFileSync(file, 'utf8'))?.asOf : undefined;
  return asOf ? new Date(asOf) : buildNow();
}
