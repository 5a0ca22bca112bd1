/**
 * The embedded search client: answers InstantSearch's `searchClient.search(requests)` from a
 * dealer's index file, with no server. Same contract as algoliasearch/lite (it type-checks as
 * InstantSearch's SearchClient), so the search islands run unchanged against a hosted Algolia
 * index when one is configured. Bad input rejects like Algolia's API: an ApiError with status
 * 400 (unreadable filters, malformed requests) or 404 (unknown index name).
 */
import { loadIndex } from './columns.ts';
import { FilterSyntaxError } from './filters-parser.ts';
import type { SearchIndexFile } from './format.ts';
import type { Params } from './request.ts';
import { ApiError, normaliseRequest, stringParam } from './request.ts';
import type { Engine, FacetSearchResult, SearchResult } from './search.ts';
import { searchOne } from './search.ts';
import type { TextMatch } from './text-matcher.ts';
import { matchText, matchTokens } from './text-matcher.ts';

export { ApiError } from './request.ts';
export type { FacetSearchResult, Hit, SearchResult } from './search.ts';
export type { CarHit } from './hit.ts';

export interface V5FacetRequest {
  indexName: string;
  facetName: string;
  searchForFacetValuesRequest?: Params;
}

export interface EmbeddedSearchClient {
  /** InstantSearch's entry point: an array of requests, or `{ requests }` (algoliasearch v5). */
  search(requests: unknown): Promise<{ results: (SearchResult | FacetSearchResult)[] }>;
  /** algoliasearch v3/v4 shape, as algoliasearch-helper calls it: `[{ indexName, params: { facetName, facetQuery, … } }]`. */
  searchForFacetValues(
    requests: { indexName: string; params: Params }[],
  ): Promise<FacetSearchResult[]>;
  /** algoliasearch v5 shape: `{ indexName, facetName, searchForFacetValuesRequest: { facetQuery, … } }`. */
  searchForFacetValues(request: V5FacetRequest): Promise<FacetSearchResult>;
  clearCache(): Promise<void>;
  addAlgoliaAgent(): void;
}

/** A small cache that starts over when full: enough for a shopper's session. */
function memo<T>(limit: number, make: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      if (cache.size >= limit) cache.clear();
      value = make(key);
      cache.set(key, value);
    }
    return value;
  };
}

export function createEmbeddedSearchClient(file: SearchIndexFile): EmbeddedSearchClient {
  const index = loadIndex(file);
  // Shoppers type a word letter by letter and page through the same query: both caches pay.
  // Key: '>' (prefix) or '=', the typo budget's digit, the word.
  const wordTokens = memo(500, (key) =>
    matchTokens(index, key.slice(2), key[0] === '>', Number(key[1])),
  );
  const texts = memo<TextMatch>(50, (key) =>
    matchText(index, key.split(' '), (word, prefix, max) =>
      wordTokens(`${prefix ? '>' : '='}${max}${word}`),
    ),
  );
  const engine: Engine = {
    index,
    conditions: new Map(),
    textMatch: (words) => texts(words.join(' ')),
  };

  const answer = <T>(work: () => T): Promise<T> => {
    try {
      return Promise.resolve(work());
    } catch (error) {
      if (error instanceof ApiError) return Promise.reject(error);
      const message = error instanceof Error ? error.message : String(error);
      return Promise.reject(
        new ApiError(400, error instanceof FilterSyntaxError ? message : `Bad request: ${message}`),
      );
    }
  };

  const facetSearch = (r: unknown): FacetSearchResult => {
    const request = normaliseRequest(r);
    return searchOne(engine, {
      ...request,
      facet: request.facet ?? stringParam(request.params.facetName, ''),
    }) as FacetSearchResult;
  };

  return {
    search: (requests) =>
      answer(() => {
        const list = Array.isArray(requests)
          ? requests
          : (requests as { requests?: unknown } | null)?.requests;
        if (!Array.isArray(list))
          throw new ApiError(400, 'search() takes an array of requests or { requests }');
        return { results: list.map((r) => searchOne(engine, normaliseRequest(r))) };
      }),
    searchForFacetValues: ((requests: unknown) =>
      answer(() => {
        if (Array.isArray(requests)) return requests.map(facetSearch);
        const { indexName, facetName, searchForFacetValuesRequest } = (requests ??
          {}) as Partial<V5FacetRequest>;
        return facetSearch({ indexName, params: { ...searchForFacetValuesRequest, facetName } });
      })) as EmbeddedSearchClient['searchForFacetValues'],
    clearCache: () => Promise.resolve(),
    addAlgoliaAgent: () => {},
  };
}
