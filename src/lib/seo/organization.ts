import type { Dealer } from '../config/index.ts';
import { absoluteUrl, nodeId, siteRoot, type JsonLdNode } from './json-ld-types.ts';
import { socialProfiles } from './place.ts';

export type OrganizationInput = Pick<
  Dealer,
  'name' | 'short_name' | 'url' | 'logo' | 'phone' | 'email' | 'country' | 'locations' | 'social'
>;

/**
 * The business behind the site. Contact points: sales on the dealer's main number, and
 * service on the first visible service location's number when it has one.
 */
export function organizationJsonLd(dealer: OrganizationInput): JsonLdNode {
  const node: JsonLdNode = {
    '@type': 'Organization',
    '@id': nodeId(dealer.url, 'organization'),
    name: dealer.name,
  };
  if (dealer.short_name) node['alternateName'] = dealer.short_name;
  node['url'] = `${siteRoot(dealer.url)}/`;
  node['logo'] = absoluteUrl(dealer.url, dealer.logo.url);
  node['contactPoint'] = contactPoints(dealer);
  const sameAs = socialProfiles(dealer.social);
  if (sameAs.length) node['sameAs'] = sameAs;
  return node;
}

function contactPoints(dealer: OrganizationInput): JsonLdNode[] {
  const points = [contactPoint('sales', dealer.phone, dealer.email, dealer.country)];
  const service = dealer.locations.find((l) => l.visible && l.location_type === 'service');
  if (service && service.contact_detail.phone !== dealer.phone) {
    points.push(
      contactPoint(
        'customer service',
        service.contact_detail.phone,
        service.contact_detail.email,
        dealer.country,
      ),
    );
  }
  return points;
}

function contactPoint(
  type: string,
  telephone: string,
  email: string,
  country: Dealer['country'],
): JsonLdNode {
  return {
    '@type': 'ContactPoint',
    contactType: type,
    telephone,
    email,
    areaServed: country,
    availableLanguage: 'English',
  };
}
