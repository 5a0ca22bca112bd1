/**
 * The embedded engine in Node, for rendering the first results page at build time: the same
 * engine and index file the browser loads, with the dealer's configured filters applied the
 * same way, so hydration finds the results it expects. Like the browser client it has no
 * searchForFacetValues: facet-value searches arrive as `search([{ type: 'facet', … }])`.
 */
import { applyConfiguredFilters } from '../../lib/search/client/apply-filters.ts';
import { searchSettingsFor } from '../../lib/search/client/search-settings.ts';
import type { EmbeddedSearchClient } from '../../lib/search/engine/client.ts';
import { createEmbeddedSearchClient } from '../../lib/search/engine/client.ts';
import type { Site } from '../site.ts';
import type { SearchIndexArtifact } from './index-file.ts';
import { searchIndexFor } from './index-file.ts';

export type ServerSearchClient = Pick<
  EmbeddedSearchClient,
  'search' | 'clearCache' | 'addAlgoliaAgent'
>;

const clients = new WeakMap<SearchIndexArtifact, ServerSearchClient>();

export function serverSearchClient(site: Site): ServerSearchClient {
  const artifact = searchIndexFor(site);
  let client = clients.get(artifact);
  if (!client) {
    const engine = createEmbeddedSearchClient(artifact.file);
    const filters = searchSettingsFor(site.dealer).configuredFilters;
    client = {
      search: (requests) => engine.search(applyConfiguredFilters(requests, filters)),
      clearCache: engine.clearCache,
      addAlgoliaAgent: engine.addAlgoliaAgent,
    };
    clients.set(artifact, client);
  }
  return client;
}
