/**
 * Postcode → position for the platform: Google's Geocoding API when the server has a key
 * (answers cached), else, and whenever Google fails, the embedded table.
 */
import type { Country } from '../../../lib/market/index.ts';
import type { GoogleAnswer, GoogleGeocoder } from './google-geocoder.ts';
import { LruCache } from './lru-cache.ts';
import type { LatLng, PostcodeTable } from './postcode-table.ts';

export type GeocodeSource = 'embedded' | 'google';

export type GeocodeAnswer = (
  | { kind: 'found'; position: LatLng; source: GeocodeSource }
  | { kind: 'not-found' }
  /** Neither Google (no key, or it failed) nor the table can place this country's postcodes. */
  | { kind: 'unavailable' }
) & {
  /** Why Google's answer was not used, when it was asked and failed (for the log). */
  googleFailure?: string;
};

export interface GeocoderOptions {
  /** The embedded table, loaded on first use. */
  table: () => Promise<PostcodeTable>;
  google?: GoogleGeocoder | undefined;
  /** Google answers kept: a few thousand postcodes cover the places shoppers search from. */
  cacheEntries?: number;
  /** Google's terms let positions be kept for a while; a day matches the answer's max-age. */
  cacheMaxAgeMs?: number;
}

export type Geocoder = (postcode: string, country: Country) => Promise<GeocodeAnswer>;

const DEFAULT_CACHE_ENTRIES = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function createGeocoder(options: GeocoderOptions): Geocoder {
  const google = options.google && cachedGoogle(options.google, options);
  return async (postcode, country) => {
    const hosted = google ? await google(postcode, country) : undefined;
    if (hosted?.kind === 'found') {
      return { kind: 'found', position: hosted.position, source: 'google' };
    }
    if (hosted?.kind === 'not-found') return { kind: 'not-found' };
    const failure = hosted ? { googleFailure: hosted.reason } : {};
    const table = await options.table();
    if (!table.countries.has(country)) return { kind: 'unavailable', ...failure };
    const position = table.lookup(country, postcode);
    return position
      ? { kind: 'found', position, source: 'embedded', ...failure }
      : { kind: 'not-found', ...failure };
  };
}

/**
 * Google behind an LRU cache of its answers. The cache holds the request itself, so the same
 * postcode asked twice at once costs one request; a failure is dropped, to be asked again.
 */
function cachedGoogle(google: GoogleGeocoder, options: GeocoderOptions): GoogleGeocoder {
  const cache = new LruCache<Promise<GoogleAnswer>>({
    maxEntries: options.cacheEntries ?? DEFAULT_CACHE_ENTRIES,
    maxAgeMs: options.cacheMaxAgeMs ?? DAY_MS,
  });
  return (postcode, country) => {
    const key = `${country}:${postcode}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const answer = google(postcode, country).then((settled) => {
      if (settled.kind === 'failed' && cache.get(key) === answer) cache.delete(key);
      return settled;
    });
    cache.set(key, answer);
    return answer;
  };
}
