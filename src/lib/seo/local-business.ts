import type { Dealer, Location, LocationType } from '../config/index.ts';
import { locationOpeningHours } from '../hours/index.ts';
import { sortLocations } from '../locations/index.ts';
import { absoluteUrl, nodeId, siteRoot, type JsonLdNode } from './json-ld-types.ts';
import { openingHoursSpecification, specialOpeningHoursSpecification } from './opening-hours.ts';
import { aggregateRating, geoCoordinates, postalAddress } from './place.ts';

/** The schema.org LocalBusiness subtype that says what a location does. */
export const BUSINESS_SUBTYPE: Record<LocationType, string> = {
  sales: 'AutoDealer',
  service: 'AutoRepair',
  parts: 'AutoPartsStore',
};

export type LocalBusinessDealer = Pick<Dealer, 'url' | 'country' | 'opening_hours'>;

/**
 * One location as a LocalBusiness (typed with its subtype too). `pagePath` is the location's
 * own page when it has one; hours fall back to the dealer's when the location lists none.
 */
export function localBusinessJsonLd(
  dealer: LocalBusinessDealer,
  location: Location,
  pagePath?: string,
): JsonLdNode {
  const root = siteRoot(dealer.url);
  const contact = location.contact_detail;
  const node: JsonLdNode = {
    '@type': ['LocalBusiness', BUSINESS_SUBTYPE[location.location_type]],
    '@id': `${root}/#location-${location.id}`,
    name: location.name,
  };
  if (pagePath) node['url'] = absoluteUrl(dealer.url, pagePath);
  if (location.image) node['image'] = absoluteUrl(dealer.url, location.image.url);
  node['telephone'] = contact.phone;
  node['email'] = contact.email;
  node['address'] = postalAddress(location.address, dealer.country);
  node['geo'] = geoCoordinates(location.address);
  if (location.address.place_url) node['hasMap'] = location.address.place_url;
  const hours = openingHoursSpecification(locationOpeningHours(location, dealer.opening_hours));
  if (hours.length) node['openingHoursSpecification'] = hours;
  const special = specialOpeningHoursSpecification(contact.special_hours);
  if (special.length) node['specialOpeningHoursSpecification'] = special;
  const rating = aggregateRating(location.average_rating, location.review_count);
  if (rating) node['aggregateRating'] = rating;
  node['parentOrganization'] = { '@id': nodeId(dealer.url, 'organization') };
  return node;
}

/** Every visible location: sales, service, parts, then position (the site's location order). */
export function localBusinessesJsonLd(
  dealer: LocalBusinessDealer & Pick<Dealer, 'locations'>,
  pagePathOf: (location: Location) => string | undefined = () => undefined,
): JsonLdNode[] {
  return sortLocations(dealer.locations.filter((l) => l.visible)).map((l) =>
    localBusinessJsonLd(dealer, l, pagePathOf(l)),
  );
}
