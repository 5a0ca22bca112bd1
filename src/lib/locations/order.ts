import type { Location, LocationType } from '../config/index.ts';

/** Spec §9: location type sort order sales 1, service 2, parts 3. */
export const LOCATION_TYPE_ORDER: Readonly<Record<LocationType, number>> = {
  sales: 1,
  service: 2,
  parts: 3,
};

type Sortable = Pick<Location, 'location_type' | 'position' | 'name'>;

/** By type (sales, service, parts), then position, then name. */
export function compareLocations(a: Sortable, b: Sortable): number {
  return (
    LOCATION_TYPE_ORDER[a.location_type] - LOCATION_TYPE_ORDER[b.location_type] ||
    a.position - b.position ||
    a.name.localeCompare(b.name, 'en')
  );
}

export function sortLocations<T extends Sortable>(locations: readonly T[]): T[] {
  return locations.toSorted(compareLocations);
}
