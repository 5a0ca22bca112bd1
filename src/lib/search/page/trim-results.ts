/**
 * Build-time results shipped in the page (island props), made lighter and repeatable:
 * - a numeric attribute's facet counts (one entry per distinct price, km or year) are only
 *   read for their min and max, which `facets_stats` carries. The attribute keeps an empty
 *   count map, because algoliasearch-helper attaches the stats only to facets in `facets`;
 * - `processingTimeMS` is zeroed, so an unchanged dealer builds byte-identical pages.
 */

interface ResultLike {
  facets?: Record<string, unknown>;
  processingTimeMS?: number;
}

type Entries = Record<string, { results?: ResultLike[] | undefined } | undefined>;

/** InstantSearch's server state ({ initialResults: { [indexId]: { results, … } } }), trimmed. */
export function shippedResults<S extends { initialResults: object }>(
  state: S,
  numeric: readonly string[],
): S {
  const initialResults: Entries = {};
  for (const [indexId, entry] of Object.entries(state.initialResults as Entries)) {
    initialResults[indexId] = entry && {
      ...entry,
      results: entry.results?.map((result) => {
        const next: ResultLike = { ...result };
        if ('processingTimeMS' in next) next.processingTimeMS = 0;
        if (!result.facets) return next;
        const facets = { ...result.facets };
        for (const attribute of numeric) if (attribute in facets) facets[attribute] = {};
        return { ...next, facets };
      }),
    };
  }
  return { ...state, initialResults } as S;
}
