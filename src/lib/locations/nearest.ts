/**
 * 'Find your nearest dealership': the small, serialisable record the browser ranks by
 * distance from a geocoded postcode, the ranking itself, and how the geocoding answer and the
 * distances read. The page carries the records as JSON (nearest-places.ts builds them); the
 * browser does the rest, so nothing here may pull in build-only code.
 */
import { distanceKm, type LatLng } from './geo.ts';

/** How many locations a search lists. */
export const NEAREST_LIMIT = 5;

/** Spec §8 "Geocode with no result". */
export const GEOCODE_NOT_FOUND = 'Invalid postcode';

/** Not in the spec: the lookup could not be made (offline, server error). */
export const GEOCODE_FAILED = 'We could not look up that postcode just now. Please try again.';

/** One location as the nearest-dealership list shows it. */
export interface NearestPlace extends LatLng {
  id: number;
  name: string;
  /** 'Sales', 'Service' or 'Parts'. */
  type: string;
  /** "12 Beach Rd, Kestrel Bay NSW 2000". */
  address: string;
  phone: string;
  phoneHref: string;
  /** The location's page (or the contact page where locations link there). */
  detailHref: string;
  directionsHref: string;
}

export interface RankedPlace extends NearestPlace {
  km: number;
}

/** The `limit` places nearest to `from`, nearest first (ties keep the page's order). */
export function rankNearest<T extends LatLng>(
  places: readonly T[],
  from: LatLng,
  limit = NEAREST_LIMIT,
): (T & { km: number })[] {
  return places
    .map((place) => ({ ...place, km: distanceKm(from, place) }))
    .toSorted((a, b) => a.km - b.km)
    .slice(0, limit);
}

/** "0.8 km", "12.4 km" under 100 km; whole kilometres beyond ("152 km", "1,204 km"). */
export function formatDistance(km: number): string {
  if (km < 99.95) return `${km.toFixed(1)} km`;
  const whole = String(Math.round(km)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${whole} km`;
}

/** GET /api/geocode?postcode=…, on the site's own origin. */
export function geocodePath(postcode: string): string {
  return `/api/geocode?postcode=${encodeURIComponent(postcode)}`;
}

export type GeocodeOutcome =
  | { kind: 'found'; at: LatLng }
  | { kind: 'invalid'; message: string }
  /** The lookup could not be made; `message` is the API's own reason when it gave one. */
  | { kind: 'failed'; message?: string };

/**
 * Reads the geocoding endpoint's answer: 200 with a position; 4xx with the message to show in
 * the field (the API's own, else §8 'Invalid postcode'); anything else is a failed lookup,
 * with the API's reason when it gave one (503: no geocoder for that country).
 */
export function geocodeOutcome(status: number, body: unknown): GeocodeOutcome {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (status === 200) {
    const { lat, lng } = record;
    if (isCoordinate(lat, 90) && isCoordinate(lng, 180)) return { kind: 'found', at: { lat, lng } };
    return { kind: 'failed' };
  }
  const message = typeof record['error'] === 'string' ? record['error'].trim() : '';
  if (status === 404 || status === 422 || status === 400) {
    return { kind: 'invalid', message: message || GEOCODE_NOT_FOUND };
  }
  return status === 503 && message ? { kind: 'failed', message } : { kind: 'failed' };
}

function isCoordinate(value: unknown, bound: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= bound;
}

/** The polite announcement of a result list. */
export function nearestSummary(postcode: string, ranked: readonly RankedPlace[]): string {
  const [first] = ranked;
  if (!first) return `No locations to show near ${postcode}.`;
  const nearest = `${first.name}, ${formatDistance(first.km)} away`;
  if (ranked.length === 1) return `Nearest to ${postcode}: ${nearest}.`;
  return `${ranked.length} locations nearest to ${postcode}, nearest first: ${nearest}.`;
}
