/**
 * One request → one result, the way Algolia answers it: filter (bitsets), match the query
 * (typo-tolerant), rank, page, count facets, highlight. Facet-value search requests
 * (`type: 'facet'`) share the filtering and answer the facet's matching values instead.
 */
import type { Bitset } from './bitset.ts';
import { and, count, toRecords } from './bitset.ts';
import type { LoadedIndex } from './columns.ts';
import { attributeValue } from './columns.ts';
import type { FacetHit, FacetStats } from './facets.ts';
import { countFacets, searchFacetValues } from './facets.ts';
import type { ConditionCache } from './filter-eval.ts';
import { evaluate } from './filter-eval.ts';
import type { Filter } from './filters-parser.ts';
import { parseFacetFilters, parseFilters, parseNumericFilters } from './filters-parser.ts';
import type { HighlightResult } from './highlight.ts';
import { highlight } from './highlight.ts';
import { queryWords } from './normalise.ts';
import { ordering, rankPage } from './ranking.ts';
import type { Params, SearchRequest } from './request.ts';
import { ApiError, intParam, listParam, stringParam, toParamString } from './request.ts';
import type { TextMatch } from './text-matcher.ts';
import { queryWordTest } from './text-matcher.ts';

export type Hit = Record<string, unknown> & {
  objectID: string;
  _highlightResult?: Record<string, HighlightResult>;
};

export interface SearchResult {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  facets_stats: Record<string, FacetStats>;
  exhaustiveFacetsCount: true;
  exhaustiveNbHits: true;
  exhaustive: { facetsCount: true; nbHits: true };
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
}

export interface FacetSearchResult {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: true;
  exhaustive: { facetsCount: true };
  processingTimeMS: number;
}

/** The loaded index and the caches that outlive one request. */
export interface Engine {
  index: LoadedIndex;
  conditions: ConditionCache;
  textMatch(words: string[]): TextMatch;
}

interface Matched {
  set: Bitset;
  words: string[];
  typos: Uint8Array | null;
}

/** The records a request's filters and query let through. */
function matched(engine: Engine, p: Params): Matched {
  const filters = [
    parseFacetFilters(p.facetFilters),
    parseNumericFilters(p.numericFilters),
    parseFilters(p.filters),
  ];
  const tree: Filter = { op: 'and', of: filters.filter((f) => f !== null) };
  const set = evaluate(engine.index, tree, engine.conditions);
  const words = queryWords(stringParam(p.query, ''));
  if (words.length === 0) return { set, words, typos: null };
  const text = engine.textMatch(words);
  return { set: and(set, text.set), words, typos: text.typos };
}

export function searchOne(
  engine: Engine,
  request: SearchRequest,
): SearchResult | FacetSearchResult {
  const started = performance.now();
  const { index } = engine;
  const sort = sortKey(index, request.indexName);
  const p = request.params;
  const { set, words, typos } = matched(engine, p);
  const pre = stringParam(p.highlightPreTag, '<em>');
  const post = stringParam(p.highlightPostTag, '</em>');
  const took = () => Math.round(performance.now() - started);

  if (request.facet !== null) {
    const max = intParam(p.maxFacetHits, 10, 1, 100);
    const facetHits = searchFacetValues(
      index,
      toRecords(set),
      request.facet,
      stringParam(p.facetQuery, ''),
      max,
      pre,
      post,
    );
    return {
      facetHits,
      exhaustiveFacetsCount: true,
      exhaustive: { facetsCount: true },
      processingTimeMS: took(),
    };
  }

  const hitsPerPage = intParam(p.hitsPerPage, 20, 0, 1000);
  const page = intParam(p.page, 0, 0, Number.MAX_SAFE_INTEGER);
  const nbHits = count(set);
  const records = rankPage(ordering(index, sort), set, typos, page * hitsPerPage, hitsPerPage);
  const highlighted = p.highlightPreTag !== undefined || p.attributesToHighlight !== undefined;
  const toHighlight = highlighted ? highlightAttributes(index, p.attributesToHighlight) : [];
  const test = toHighlight.length > 0 ? queryWordTest(index, words) : () => -1;
  const retrieve = listParam(p.attributesToRetrieve);
  const hits = records.map((r) => {
    const hit = makeHit(index, r, retrieve);
    if (toHighlight.length > 0) {
      hit._highlightResult = {};
      for (const attr of toHighlight) {
        const value = hit[attr] ?? attributeValue(index, r, attr);
        if (typeof value === 'string')
          hit._highlightResult[attr] = highlight(value, words, pre, post, test);
      }
    }
    return hit;
  });
  const attributes = facetAttributes(index, p.facets);
  const maxValues = intParam(p.maxValuesPerFacet, 100, 1, 1000);
  const { facets, stats } =
    attributes.length > 0
      ? countFacets(index, toRecords(set), attributes, maxValues)
      : { facets: {}, stats: {} };
  return {
    hits,
    nbHits,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
    hitsPerPage,
    facets,
    facets_stats: stats,
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true },
    processingTimeMS: took(),
    query: stringParam(p.query, ''),
    params: toParamString(p),
    index: request.indexName,
  };
}

/** '' for the base index, the sort key for a replica (`cars_price_asc` → 'price_asc'). */
function sortKey(index: LoadedIndex, indexName: string): string {
  if (indexName === index.name) return '';
  const key = indexName.startsWith(`${index.name}_`) ? indexName.slice(index.name.length + 1) : '';
  if (key && Object.hasOwn(index.sorts, key)) return key;
  throw new ApiError(404, `Index ${indexName} does not exist`);
}

function facetAttributes(index: LoadedIndex, facets: unknown): string[] {
  const asked = listParam(facets);
  if (asked.includes('*')) return [...index.columns.keys()];
  return [...new Set(asked)].filter((a) => index.columns.has(a));
}

function highlightAttributes(index: LoadedIndex, asked: unknown): string[] {
  const list = listParam(asked);
  return asked === undefined || list.includes('*') ? index.highlight : list;
}

function makeHit(index: LoadedIndex, record: number, retrieve: string[]): Hit {
  const hit: Params = {};
  const all = retrieve.length === 0 || retrieve.includes('*');
  for (const attr of index.hit) {
    if (all || retrieve.includes(attr)) hit[attr] = attributeValue(index, record, attr);
  }
  return { ...hit, objectID: String(attributeValue(index, record, 'id')) };
}
