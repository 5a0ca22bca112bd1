import type { Dealer } from '../config/index.ts';
import { absoluteUrl, nodeId, siteRoot, type JsonLdNode } from './json-ld-types.ts';
import { openingHoursSpecification } from './opening-hours.ts';
import { locationOpeningHours } from '../hours/index.ts';
import { primarySalesLocation } from '../locations/index.ts';
import {
  aggregateRating,
  currencyFor,
  geoCoordinates,
  postalAddress,
  priceRange,
  socialProfiles,
} from './place.ts';

export type AutoDealerInput = Pick<
  Dealer,
  | 'name'
  | 'url'
  | 'logo'
  | 'phone'
  | 'email'
  | 'country'
  | 'locations'
  | 'opening_hours'
  | 'reviews'
  | 'social'
  | 'manufacturers'
  | 'theme'
>;

/**
 * The dealer as a schema.org AutoDealer (spec "{host} JSON-LD output"). Address, geo and hours
 * come from the primary sales location (its own hours, else the dealer's). `prices` are the
 * stock prices, summarised as priceRange.
 */
export function autoDealerJsonLd(
  dealer: AutoDealerInput,
  prices: readonly number[] = [],
): JsonLdNode {
  const head = primarySalesLocation(dealer.locations);
  const hours = head ? locationOpeningHours(head, dealer.opening_hours) : dealer.opening_hours;
  const node: JsonLdNode = {
    '@type': 'AutoDealer',
    '@id': nodeId(dealer.url, 'dealer'),
    name: dealer.name,
    url: `${siteRoot(dealer.url)}/`,
    logo: absoluteUrl(dealer.url, dealer.logo.url),
    image: absoluteUrl(dealer.url, dealer.theme.hero.image.url),
    telephone: dealer.phone,
    email: dealer.email,
  };
  if (head) {
    node['address'] = postalAddress(head.address, dealer.country);
    node['geo'] = geoCoordinates(head.address);
  }
  const opening = openingHoursSpecification(hours);
  if (opening.length) node['openingHoursSpecification'] = opening;
  node['priceRange'] = priceRange(prices);
  node['currenciesAccepted'] = currencyFor(dealer.country);
  node['paymentAccepted'] = 'Cash, Credit Card';
  if (dealer.manufacturers.length) {
    node['brand'] = dealer.manufacturers.map((m) => ({ '@type': 'Brand', name: m.name }));
  }
  const rating = aggregateRating(dealer.reviews?.average_rating, dealer.reviews?.count);
  if (rating) node['aggregateRating'] = rating;
  const sameAs = socialProfiles(dealer.social);
  if (sameAs.length) node['sameAs'] = sameAs;
  node['parentOrganization'] = { '@id': nodeId(dealer.url, 'organization') };
  return node;
}
