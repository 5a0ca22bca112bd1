/**
 * Puts the dealer's configured filters on every request InstantSearch sends, joined by AND
 * with whatever filters the request carries, in each request shape the clients accept:
 * `[{ indexName, params: {...} }]` (what algoliasearch-helper sends, facet searches included),
 * `params` as a query string (v3), and `{ requests: [{ indexName, ...params }] }` (v5).
 */
import { joinFilters } from './filters.ts';

type Request = Record<string, unknown>;

function withFilters(request: unknown, configured: string): unknown {
  if (!request || typeof request !== 'object') return request;
  const { params, ...rest } = request as Request;
  if (typeof params === 'string') {
    const query = new URLSearchParams(params);
    query.set('filters', joinFilters([configured, query.get('filters')]));
    return { ...rest, params: query.toString() };
  }
  if (params && typeof params === 'object') {
    const given = params as Request;
    return {
      ...rest,
      params: { ...given, filters: joinFilters([configured, filterText(given.filters)]) },
    };
  }
  return { ...rest, filters: joinFilters([configured, filterText(rest.filters)]) };
}

const filterText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The same requests, each also filtered by `configured` (unchanged when it is ''). */
export function applyConfiguredFilters<T>(requests: T, configured: string): T {
  if (configured.trim() === '') return requests;
  if (Array.isArray(requests)) return requests.map((r) => withFilters(r, configured)) as T;
  if (requests && typeof requests === 'object') {
    const list = (requests as { requests?: unknown }).requests;
    if (Array.isArray(list))
      return { ...requests, requests: list.map((r) => withFilters(r, configured)) } as T;
  }
  return requests;
}
