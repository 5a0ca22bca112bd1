import type { Location } from '../config/index.ts';
import { primarySalesLocation } from './filter.ts';

/**
 * The dealer location a car is sold from, for its page's address, hours and Call Now: the
 * location the feed names, else (a feed naming a location since removed from the dealer
 * file) the dealer's primary sales location, so the page always gives a way to reach the dealer.
 */
export function carLocation(
  car: { location: { id: number } },
  locations: readonly Location[],
): Location {
  const named = locations.find((l) => l.id === car.location.id);
  return named ?? primarySalesLocation(locations) ?? locations[0]!;
}
