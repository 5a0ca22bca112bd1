import type { Location, Options } from '../config/index.ts';
import { distinctLocations, filterLocations, locationDetailPath } from '../locations/index.ts';

/** The locations index page (built by the pages feature). */
export const LOCATIONS_INDEX_PATH = '/locations';
/** Spec: more than 3 distinct locations show a single Locations link. */
export const MAX_DROPDOWN_LOCATIONS = 3;

export interface LocationEntry {
  label: string;
  phone: string;
  href: string;
}

export type LocationsMenu =
  | { kind: 'link'; label: 'Locations'; href: string }
  | { kind: 'dropdown'; label: string; entries: LocationEntry[] }
  /** One site: the banner's address and phone already say everything. */
  | { kind: 'none' };

/** Visible locations, one per street address, sales first (see src/lib/locations). */
export function distinctVisibleLocations(locations: readonly Location[]): Location[] {
  return distinctLocations(filterLocations(locations, 'all'));
}

/**
 * Banner locations: a single link past 3 distinct locations, otherwise a dropdown labelled by
 * city (when every city differs) or by name, each with its phone.
 */
export function locationsMenu(
  locations: readonly Location[],
  options: Pick<Options, 'location_links' | 'contact_path'>,
): LocationsMenu {
  const distinct = distinctVisibleLocations(locations);
  if (distinct.length > MAX_DROPDOWN_LOCATIONS)
    return { kind: 'link', label: 'Locations', href: LOCATIONS_INDEX_PATH };
  if (distinct.length < 2) return { kind: 'none' };
  const cities = distinct.map((l) => l.address.city.trim().toLowerCase());
  const byCity = new Set(cities).size === cities.length;
  return {
    kind: 'dropdown',
    label: 'Our Locations',
    entries: distinct.map((loc) => ({
      label: byCity ? loc.address.city : loc.name,
      phone: loc.contact_detail.phone,
      href: locationDetailPath(loc, options),
    })),
  };
}
