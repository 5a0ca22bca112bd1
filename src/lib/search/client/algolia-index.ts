/**
 * What a dealer's hosted Algolia index is set up with, derived from the embedded index file so
 * both backends search, filter, facet and sort the same attributes. Pure: the build's sync
 * (src/server/search/algolia-sync.ts) sends it.
 *
 * Differences Algolia's data model forces:
 * - Dates (created_at) stay ISO strings in hits, as the embedded engine shows them, and are
 *   copied as Unix seconds to `${name}_timestamp` for numeric filters and the "newest" sort.
 * - A sort with a value that goes last (price 0, "price on application") sorts by a copy,
 *   `${attribute}_sort`, that such records lack: Algolia ranks records without the attribute last.
 * - The embedded HierarchicalMenu attributes `make_model.lvl0/.lvl1` are left out: in Algolia
 *   a dotted name is a path into an object, and `make_model` is already a string facet.
 */
import type { SearchIndexFile, SortFile } from '../engine/format.ts';
import type { SortIndex } from './sort-indices.ts';

/** Facets shoppers can search the values of (RefinementList `searchable`). */
const SEARCHABLE_FACETS = new Set([
  'make',
  'model',
  'make_model',
  'dealership_name',
  'city',
  'location_name',
  'filtered_features',
  'tag',
  'stocknum',
]);

/** Numbers used for ranking and filtering only: no counts or slider stats needed. */
const FILTER_ONLY_NUMBERS = new Set(['custom_rank']);

/** Algolia's default ranking criteria, after which a replica's sort is placed first. */
const DEFAULT_RANKING = [
  'typo',
  'geo',
  'words',
  'filters',
  'proximity',
  'attribute',
  'exact',
  'custom',
];

export const CUSTOM_RANKING = ['desc(custom_rank)'];

export const timestampAttribute = (name: string): string => `${name}_timestamp`;

/** The record attribute a replica sorts by. */
export function sortAttribute(file: SearchIndexFile, sort: SortFile): string {
  if (sort.last !== undefined) return `${sort.by}_sort`;
  return file.numbers[sort.by]?.date ? timestampAttribute(sort.by) : sort.by;
}

/** Attributes the embedded index has that an Algolia record cannot carry under that name. */
export const isNestedName = (name: string): boolean => name.includes('.');

export type AlgoliaIndexSettings = Record<string, unknown> & {
  searchableAttributes: string[];
  attributesForFaceting: string[];
  customRanking: string[];
};

export interface AlgoliaIndexPlan {
  indexName: string;
  primary: AlgoliaIndexSettings & { replicas: string[] };
  replicas: {
    sortId: string;
    indexName: string;
    settings: AlgoliaIndexSettings & { ranking: string[] };
  }[];
}

/** Numeric attributes as a record carries them (dates under their timestamp name). */
function numericAttributes(file: SearchIndexFile): string[] {
  return Object.entries(file.numbers).map(([name, column]) =>
    column.date ? timestampAttribute(name) : name,
  );
}

function sharedSettings(file: SearchIndexFile): AlgoliaIndexSettings {
  const facets = Object.keys(file.facets)
    .filter((name) => !isNestedName(name))
    .map((name) => (SEARCHABLE_FACETS.has(name) ? `searchable(${name})` : name));
  const numbers = numericAttributes(file).map((name) =>
    FILTER_ONLY_NUMBERS.has(name) || name.endsWith('_timestamp') ? `filterOnly(${name})` : name,
  );
  return {
    searchableAttributes: file.text.map((name) => `unordered(${name})`),
    attributesForFaceting: [...facets, ...numbers],
    attributesToRetrieve: file.hit,
    attributesToHighlight: file.highlight,
    customRanking: CUSTOM_RANKING,
    // The embedded engine pages through every result; Algolia stops at 1,000 by default.
    paginationLimitedTo: Math.max(1000, file.count),
  };
}

/**
 * The primary index (custom_rank descending, listing its replicas) and one standard replica
 * per sort, ordered by the same attribute and direction as the embedded engine's replica.
 */
export function algoliaIndexPlan(
  file: SearchIndexFile,
  indexName: string,
  sortIndices: readonly SortIndex[],
): AlgoliaIndexPlan {
  const shared = sharedSettings(file);
  const replicas = sortIndices.flatMap(({ id, indexName: replica }) => {
    const sort = file.sorts[id];
    if (id === 'relevance' || !sort || replica === indexName) return [];
    const attribute = sortAttribute(file, sort);
    return [
      {
        sortId: id,
        indexName: replica,
        settings: { ...shared, ranking: [`${sort.dir}(${attribute})`, ...DEFAULT_RANKING] },
      },
    ];
  });
  return {
    indexName,
    primary: { ...shared, replicas: replicas.map((r) => r.indexName) },
    replicas,
  };
}
