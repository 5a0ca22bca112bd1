/**
 * Google's Geocoding API (spec §7 "GET geocoding service: address (postcode) and key; reads
 * first result's geometry location lat and lng"), behind the platform's own answer type. The
 * key travels only in the request to Google and is never part of an error or a log line.
 */
import type { Country } from '../../../lib/market/index.ts';
import type { LatLng } from './postcode-table.ts';

export const GOOGLE_GEOCODING_URL = 'https://maps.googleapis.com/maps/api/geocode/json';
export const GOOGLE_TIMEOUT_MS = 3_000;

export type GoogleAnswer =
  | { kind: 'found'; position: LatLng }
  | { kind: 'not-found' }
  /** Google could not answer; `reason` is fit for the log (no URL, no key). */
  | { kind: 'failed'; reason: string };

export interface GoogleGeocoderOptions {
  apiKey: string;
  /** GOOGLE_GEOCODING_URL: a stand-in for tests; Google's endpoint by default. */
  baseUrl?: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type GoogleGeocoder = (postcode: string, country: Country) => Promise<GoogleAnswer>;

export function googleGeocoder(options: GoogleGeocoderOptions): GoogleGeocoder {
  const base = options.baseUrl || GOOGLE_GEOCODING_URL;
  const timeoutMs = options.timeoutMs ?? GOOGLE_TIMEOUT_MS;
  const send = options.fetch ?? fetch;
  return async (postcode, country) => {
    const url = new URL(base);
    url.searchParams.set('address', postcode);
    url.searchParams.set('components', `postal_code:${postcode}|country:${country}`);
    url.searchParams.set('key', options.apiKey);
    let response: Response;
    try {
      response = await send(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      return { kind: 'failed', reason: requestFailure(error, timeoutMs) };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: 'failed', reason: `HTTP ${response.status}` };
    }
    try {
      return googleAnswer(await response.json());
    } catch {
      return { kind: 'failed', reason: 'the answer was not JSON' };
    }
  };
}

/** The first result's location (spec §7), ZERO_RESULTS as not found, anything else a failure. */
export function googleAnswer(body: unknown): GoogleAnswer {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as {
    status?: unknown;
    error_message?: unknown;
    results?: unknown;
  };
  if (answer.status === 'ZERO_RESULTS') return { kind: 'not-found' };
  if (answer.status !== 'OK') {
    const detail = typeof answer.error_message === 'string' ? `: ${answer.error_message}` : '';
    return { kind: 'failed', reason: `status ${String(answer.status)}${detail}`.slice(0, 200) };
  }
  const first = Array.isArray(answer.results) ? (answer.results[0] as unknown) : undefined;
  const location = (first as { geometry?: { location?: { lat?: unknown; lng?: unknown } } })
    ?.geometry?.location;
  const { lat, lng } = location ?? {};
  if (typeof lat !== 'number' || typeof lng !== 'number') {
    return { kind: 'failed', reason: 'status OK without a first result location' };
  }
  return { kind: 'found', position: { lat, lng } };
}

function requestFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `no answer within ${timeoutMs} ms`;
  }
  // fetch's own error says only "fetch failed"; the cause names the network problem.
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof cause === 'string' ? `request failed (${cause})` : 'request failed';
}
