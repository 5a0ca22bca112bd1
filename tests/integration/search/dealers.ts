/**
 * Sample dealers as the build prepares them, with their search settings switched as a test
 * needs (a Site is data: a changed copy is a different dealer, not a mock). The search part
 * is prepared again for the changed settings, as the build would.
 */
import { searchSettings } from '../../../src/lib/config/search.ts';
import {
  prepareDealer,
  prepareSearch,
  type PreparedDealer,
  type Site,
} from '../../../src/server/prepare/prepare-dealer.ts';

export const ALGOLIA_APP_ID = 'FORECOURTTEST';
export const ALGOLIA_SEARCH_KEY = 'search-only-key-0123';

const prepared = new Map<string, PreparedDealer>();

export function samplePrepared(slug: string, search: Record<string, unknown> = {}): PreparedDealer {
  let base = prepared.get(slug);
  if (!base) prepared.set(slug, (base = prepareDealer(slug)));
  const dealer = {
    ...base.site.dealer,
    search: searchSettings.parse({ ...base.site.dealer.search, ...search }),
  };
  const { search: siteSearch, searchIndexFile } = prepareSearch(
    dealer,
    base.site.cars,
    base.site.vehicleKind,
  );
  return { ...base, site: { ...base.site, dealer, search: siteSearch }, searchIndexFile };
}

export function sampleSite(slug: string, search: Record<string, unknown> = {}): Site {
  return samplePrepared(slug, search).site;
}

export function algoliaSite(
  slug: string,
  algolia: Record<string, unknown> = {},
  search: Record<string, unknown> = {},
): Site {
  return sampleSite(slug, {
    ...search,
    engine: 'algolia',
    algolia: { app_id: ALGOLIA_APP_ID, search_key: ALGOLIA_SEARCH_KEY, ...algolia },
  });
}
