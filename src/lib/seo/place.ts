import type { Dealer, Location } from '../config/index.ts';
import { marketFor } from '../market/index.ts';
import type { JsonLdNode } from './json-ld-types.ts';

type Address = Location['address'];

export function postalAddress(address: Address, country: Dealer['country']): JsonLdNode {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.state,
    postalCode: address.postcode,
    addressCountry: country,
  };
}

export function geoCoordinates(address: Address): JsonLdNode {
  return { '@type': 'GeoCoordinates', latitude: address.lat, longitude: address.lng };
}

/** Rating node only when there is something to rate (a count above zero). */
export function aggregateRating(
  average: number | undefined,
  count: number | undefined,
): JsonLdNode | null {
  if (average === undefined || !count) return null;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(average * 10) / 10,
    reviewCount: count,
    bestRating: 5,
    worstRating: 1,
  };
}

/** Social profile URLs in a stable order (schema.org sameAs). */
export function socialProfiles(social: Dealer['social']): string[] {
  return [social.facebook, social.instagram, social.youtube, social.linkedin, social.tiktok].filter(
    (url): url is string => url !== undefined,
  );
}

/** Spec §9: structured-data currency AUD, NZD for New Zealand dealers (ISO 4217). */
export function currencyFor(country: Dealer['country']): string {
  return marketFor(country).currency.code;
}

/** "$12,990 - $89,990" from stock prices (0 is price on application); '$$' with no prices. */
export function priceRange(prices: readonly number[]): string {
  const priced = prices.filter((p) => p > 0);
  if (priced.length === 0) return '$$';
  const min = Math.min(...priced);
  const max = Math.max(...priced);
  return min === max ? dollars(min) : `${dollars(min)} - ${dollars(max)}`;
}

function dollars(amount: number): string {
  return `$${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
