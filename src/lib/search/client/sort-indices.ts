/**
 * The sorts a shopper can pick, and which index answers each. The base index is ordered by
 * custom_rank descending (spec §7) in both backends; every other sort is a replica.
 */

export const SORT_IDS = [
  'relevance',
  'price_asc',
  'price_desc',
  'km_asc',
  'year_desc',
  'newest',
] as const;

export type SortId = (typeof SORT_IDS)[number];

export interface SortIndex {
  id: SortId;
  label: string;
  indexName: string;
}

export const SORT_LABELS: Record<SortId, string> = {
  relevance: 'Featured',
  price_asc: 'Price (Low to High)',
  price_desc: 'Price (High to Low)',
  km_asc: 'Kilometres (Lowest)',
  year_desc: 'Year (Newest)',
  newest: 'Recently Added',
};

const REPLICA_SORTS = SORT_IDS.filter((id) => id !== 'relevance');

const sortIndex = (id: SortId, indexName: string): SortIndex => ({
  id,
  label: SORT_LABELS[id],
  indexName,
});

/** The embedded engine names its replicas `${base}_${sort id}` and has all of them. */
export function embeddedSortIndices(base: string): SortIndex[] {
  return [
    sortIndex('relevance', base),
    ...REPLICA_SORTS.map((id) => sortIndex(id, `${base}_${id}`)),
  ];
}

/**
 * Algolia: `replicas` (sort id → replica index name) lists the sorts the dealer's hosted
 * index has; an empty map means every sort, named `${base}_${sort id}` (what the build's
 * sync creates). Ids that are not sorts are ignored.
 */
export function algoliaSortIndices(
  base: string,
  replicas: Readonly<Record<string, string>>,
): SortIndex[] {
  const named = REPLICA_SORTS.filter((id) => Object.hasOwn(replicas, id));
  const replicaSorts =
    Object.keys(replicas).length === 0
      ? REPLICA_SORTS.map((id) => sortIndex(id, `${base}_${id}`))
      : named.map((id) => sortIndex(id, replicas[id]!));
  return [sortIndex('relevance', base), ...replicaSorts];
}
