/**
 * The embedded engine in Node, for rendering the first results page at build time: the same
 * engine and index the browser loads, with the dealer's configured filters applied the same
 * way, so hydration finds the results it expects. Like the browser client it has no
 * searchForFacetValues: facet-value searches arrive as `search([{ type: 'facet', … }])`.
 */
import type { Site } from '../../site/site.ts';
import type { EmbeddedSearchClient } from '../engine/client.ts';
import { createEmbeddedSearchClient } from '../engine/client.ts';
import type { SearchIndexFile } from '../engine/format.ts';
import { applyConfiguredFilters } from './apply-filters.ts';
import { searchSettingsFor } from './search-settings.ts';

export type ServerSearchClient = Pick<
  EmbeddedSearchClient,
  'search' | 'clearCache' | 'addAlgoliaAgent'
>;

/** One client per prepared index: its lookup tables are built once, not once per page. */
const clients = new WeakMap<SearchIndexFile, ServerSearchClient>();

export function serverSearchClient(site: Pick<Site, 'dealer' | 'search'>): ServerSearchClient {
  const { index } = site.search;
  let client = clients.get(index);
  if (!client) {
    const engine = createEmbeddedSearchClient(index);
    const filters = searchSettingsFor(site.dealer).configuredFilters;
    client = {
      search: (requests) => engine.search(applyConfiguredFilters(requests, filters)),
      clearCache: engine.clearCache,
      addAlgoliaAgent: engine.addAlgoliaAgent,
    };
    clients.set(index, client);
  }
  return client;
}
