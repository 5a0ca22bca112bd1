/**
 * Sample dealers as the build loads them, with their search settings switched as a test
 * needs (a Site is data: a changed copy is a different dealer, not a mock).
 */
import { searchSettings } from '../../../src/lib/config/search.ts';
import { loadSite, type Site } from '../../../src/server/site.ts';

export const ALGOLIA_APP_ID = 'FORECOURTTEST';
export const ALGOLIA_SEARCH_KEY = 'search-only-key-0123';

export function sampleSite(slug: string, search: Record<string, unknown> = {}): Site {
  const site = loadSite(slug);
  return {
    ...site,
    dealer: { ...site.dealer, search: searchSettings.parse({ ...site.dealer.search, ...search }) },
  };
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
