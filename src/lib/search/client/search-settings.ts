/**
 * A dealer's search config → what the search client and islands need: which backend, which
 * index answers each sort, and the filters always applied. Computed at build time and passed
 * to islands as props, so it must stay plain, serialisable data (the search-only Algolia key
 * is public by design; admin keys never come near it).
 */
import type { Dealer } from '../../config/index.ts';
import { joinFilters } from './filters.ts';
import type { SortIndex } from './sort-indices.ts';
import { algoliaSortIndices, embeddedSortIndices } from './sort-indices.ts';

/** The embedded index's base name; replicas are `cars_price_asc` and so on. */
export const EMBEDDED_INDEX_NAME = 'cars';

export interface ClientSearchSettings {
  backend: 'embedded' | 'algolia';
  /** The base index: sorted by custom_rank descending. */
  indexName: string;
  /** Relevance first; `indexName` is what InstantSearch's SortBy takes. */
  sortIndices: SortIndex[];
  /** dealer.search.filters joined by AND; '' when none. Applied to every request. */
  configuredFilters: string;
  hitsPerPage: number;
  refinementLimit: number;
  totalVariant: 'all' | 'in_stock';
  /** Set when backend is 'algolia'. */
  algolia: { appId: string; searchKey: string } | null;
}

export function searchSettingsFor(dealer: Pick<Dealer, 'search'>): ClientSearchSettings {
  const { search } = dealer;
  const common = {
    configuredFilters: joinFilters(search.filters),
    hitsPerPage: search.hits_per_page,
    refinementLimit: search.refinement_limit,
    totalVariant: search.total_variant,
  };
  // The config schema requires `algolia` with engine 'algolia'; without it, stay embedded.
  if (search.engine === 'algolia' && search.algolia) {
    const { app_id, search_key, index_name, replicas } = search.algolia;
    return {
      backend: 'algolia',
      indexName: index_name,
      sortIndices: algoliaSortIndices(index_name, replicas),
      ...common,
      algolia: { appId: app_id, searchKey: search_key },
    };
  }
  return {
    backend: 'embedded',
    indexName: EMBEDDED_INDEX_NAME,
    sortIndices: embeddedSortIndices(EMBEDDED_INDEX_NAME),
    ...common,
    algolia: null,
  };
}
