/**
 * The search client every search island hands to <InstantSearch searchClient={…}>: the same
 * UI whichever backend the dealer's config picks. Created synchronously (InstantSearch needs a
 * client at once); the backend loads on the first search — or on warmUp() — exactly once:
 * a failed load is forgotten so the next search retries. Every request carries the dealer's
 * configured filters, AND-joined with its own.
 *
 * Facet-value search: the client deliberately has no searchForFacetValues, so
 * algoliasearch-helper sends those as `search([{ type: 'facet', … }])`, the v5 shape that both
 * backends answer (algoliasearch/lite v5 has no searchForFacetValues of its own).
 */
import type { SearchClient } from 'instantsearch.js';
import type { ClientSearchSettings } from '../../../lib/search/client/index.ts';
import { applyConfiguredFilters } from '../../../lib/search/client/apply-filters.ts';
import type { Backend, BackendOptions } from './backends.ts';
import { loadAlgoliaBackend, loadEmbeddedBackend } from './backends.ts';

export type ForecourtSearchClient = SearchClient & {
  clearCache(): Promise<void>;
  addAlgoliaAgent(segment: string, version?: string): void;
  /** Starts loading the backend (e.g. when the search box gets focus); resolves when ready. */
  warmUp(): Promise<void>;
};

export function createSearchClient(
  settings: Pick<ClientSearchSettings, 'backend' | 'configuredFilters' | 'algolia'>,
  options: BackendOptions = {},
): ForecourtSearchClient {
  const agents: [string, string | undefined][] = [];
  let loading: Promise<Backend> | null = null;
  let loaded: Backend | null = null;

  const load = (): Promise<Backend> => {
    loading ??= (
      settings.backend === 'algolia' && settings.algolia
        ? loadAlgoliaBackend(settings.algolia, options)
        : loadEmbeddedBackend(options)
    ).then(
      (backend) => {
        for (const [segment, version] of agents) backend.addAlgoliaAgent?.(segment, version);
        loaded = backend;
        return backend;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  const search = async (requests: unknown) =>
    (await load()).search(applyConfiguredFilters(requests, settings.configuredFilters));

  return {
    // One cast: InstantSearch types `search` generically over the hit type, which no concrete backend can state.
    search: search as unknown as SearchClient['search'],
    clearCache: async () => {
      if (loading) await (await loading).clearCache?.();
    },
    addAlgoliaAgent: (segment, version) => {
      agents.push([segment, version]);
      loaded?.addAlgoliaAgent?.(segment, version);
    },
    warmUp: async () => {
      await load();
    },
  };
}
