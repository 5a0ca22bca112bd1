import type { Location } from '../config/index.ts';
import { sortLocations } from './order.ts';

/** Spec Locations block filter. A number selects one location by id. */
export type LocationFilter =
  'primary' | 'sales' | 'service' | 'parts' | 'service-and-parts' | 'all' | number;

export const LOCATION_FILTERS = [
  'primary',
  'sales',
  'service',
  'parts',
  'service-and-parts',
  'all',
] as const;

/** Reads a filter from text (page data, query strings): a named filter or a location id. */
export function parseLocationFilter(value: string | number): LocationFilter | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : undefined;
  const named = LOCATION_FILTERS.find((f) => f === value);
  if (named) return named;
  return /^[1-9]\d*$/.test(value) ? Number(value) : undefined;
}

/**
 * Visible locations matching a filter, sorted sales → service → parts, position, name.
 * 'primary' gives the locations flagged primary, or the first location when none is.
 */
export function filterLocations(
  locations: readonly Location[],
  filter: LocationFilter,
): Location[] {
  const visible = sortLocations(locations.filter((l) => l.visible));
  if (typeof filter === 'number') return visible.filter((l) => l.id === filter);
  switch (filter) {
    case 'all':
      return visible;
    case 'primary': {
      const flagged = visible.filter((l) => l.primary);
      return flagged.length > 0 ? flagged : visible.slice(0, 1);
    }
    case 'service-and-parts':
      return visible.filter((l) => l.location_type === 'service' || l.location_type === 'parts');
    default:
      return visible.filter((l) => l.location_type === filter);
  }
}

/**
 * The location whose hours and contact details stand for the dealer (footer, header): the
 * primary sales location, else the first sales location, else the first visible one.
 */
export function primarySalesLocation(locations: readonly Location[]): Location | undefined {
  const visible = sortLocations(locations.filter((l) => l.visible));
  const sales = visible.filter((l) => l.location_type === 'sales');
  return sales.find((l) => l.primary) ?? sales[0] ?? visible[0] ?? locations[0];
}
