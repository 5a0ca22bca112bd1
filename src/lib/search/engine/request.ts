/**
 * The request shapes InstantSearch and the Algolia clients use, reduced to one:
 * - helper / v4 and "legacy" v5: `{ indexName, params: {...} }`, facet search adding
 *   `type: 'facet', facet`
 * - v5 `search({ requests })`: parameters flat beside `indexName`
 * - v3: `params` as a URL query string ('query=rav4&hitsPerPage=20&facets=%5B...%5D')
 */

export type Params = Record<string, unknown>;

export interface SearchRequest {
  indexName: string;
  params: Params;
  /** Set for facet-value search requests. */
  facet: string | null;
}

export class ApiError extends Error {
  override name = 'ApiError';
  status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const NUMBER_PARAMS = new Set([
  'hitsPerPage',
  'page',
  'maxValuesPerFacet',
  'maxFacetHits',
  'offset',
  'length',
]);

export function parseParamString(text: string): Params {
  const params: Params = {};
  for (const [key, raw] of new URLSearchParams(text)) {
    let value: unknown = raw;
    if (NUMBER_PARAMS.has(key)) value = Number(raw);
    else if (raw === 'true' || raw === 'false') value = raw === 'true';
    else if (/^[[{]/.test(raw)) {
      try {
        value = JSON.parse(raw);
      } catch {
        value = raw;
      }
    }
    params[key] = value;
  }
  return params;
}

export function toParamString(params: Params): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(
      ([k, v]) =>
        `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`,
    )
    .join('&');
}

export function normaliseRequest(request: unknown): SearchRequest {
  if (!request || typeof request !== 'object')
    throw new ApiError(400, 'Each request must be an object');
  const { indexName, params, type, facet, ...flat } = request as Params;
  if (typeof indexName !== 'string') throw new ApiError(400, 'Missing indexName');
  const given =
    typeof params === 'string'
      ? parseParamString(params)
      : params && typeof params === 'object'
        ? params
        : {};
  const merged: Params = { ...flat, ...(given as Params) };
  const facetName =
    typeof facet === 'string'
      ? facet
      : typeof merged.facetName === 'string'
        ? merged.facetName
        : null;
  const isFacet = type === 'facet' || (type === undefined && facetName !== null);
  return { indexName, params: merged, facet: isFacet ? (facetName ?? '') : null };
}

/** An integer parameter, clamped; anything unreadable falls back to the default. */
export function intParam(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n)
    ? Math.min(max, Math.max(min, Math.floor(n)))
    : fallback;
}

export function stringParam(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

/** `facets` as an array, '*', or a comma-separated string. */
export function listParam(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' && value !== '' ? value.split(',').map((s) => s.trim()) : [];
}
