import type { Location } from '../config/index.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Spec §9: earth radius 6371 km. */
export const EARTH_RADIUS_KM = 6371;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Locations nearest first, each with its distance from `from`. */
export function byDistance<T extends Pick<Location, 'address'>>(
  locations: readonly T[],
  from: LatLng,
): { location: T; km: number }[] {
  return locations
    .map((location) => ({ location, km: distanceKm(from, location.address) }))
    .toSorted((a, b) => a.km - b.km);
}
