/**
 * The records a page embeds for its nearest-dealership box (build time only: the browser
 * bundle of the box must not carry the phone and market tables).
 */
import type { Dealer, Location, LocationType, Options } from '../config/index.ts';
import { marketFor, type Country } from '../market/index.ts';
import { telHref } from '../phone/format.ts';
import { distinctLocations } from './distinct.ts';
import { addressLine, directionsUrl } from './maps.ts';
import type { NearestPlace } from './nearest.ts';
import { locationDetailPath } from './paths.ts';

export const LOCATION_TYPE_LABEL: Record<LocationType, string> = {
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
};

/** The records a page embeds for its nearest-dealership box. */
export function nearestPlaces(
  locations: readonly Location[],
  config: Pick<Options, 'location_links' | 'contact_path'>,
  country: Country,
): NearestPlace[] {
  return locations.map((location) => ({
    id: location.id,
    name: location.name,
    type: LOCATION_TYPE_LABEL[location.location_type],
    lat: location.address.lat,
    lng: location.address.lng,
    address: addressLine(location.address),
    phone: location.contact_detail.phone,
    phoneHref: telHref(location.contact_detail.phone, country),
    detailHref: locationDetailPath(location, config),
    directionsHref: directionsUrl(location.address),
  }));
}

/**
 * A postcode search only helps a shopper choosing between places (two or more addresses),
 * and is only offered where it can answer: the dealer's `locations_display.postcode_search`,
 * whose 'auto' means where the platform ships the country's postcode positions.
 */
export function offersNearestSearch(
  locations: readonly Pick<Location, 'address'>[],
  dealer: Pick<Dealer, 'country' | 'locations_display'>,
): boolean {
  const setting = dealer.locations_display.postcode_search;
  const answerable =
    setting === 'on' ||
    (setting === 'auto' && marketFor(dealer.country).postcode.embeddedPositions);
  return answerable && distinctLocations(locations).length >= 2;
}
