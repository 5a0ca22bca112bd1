import type { Location } from '../config/index.ts';

type WithAddress = Pick<Location, 'address'>;

/** Sales, service and parts at one site share a street and postcode: that is one place. */
export function addressKey(location: WithAddress): string {
  const street = location.address.street
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return `${street}|${location.address.postcode}`;
}

/** The first location at each distinct address, in the order given. */
export function distinctLocations<T extends WithAddress>(locations: readonly T[]): T[] {
  const seen = new Set<string>();
  return locations.filter((loc) => {
    const key = addressKey(loc);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
