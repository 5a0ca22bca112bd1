import type { Dealer } from '../config/index.ts';
import { locationDetailPath } from '../locations/index.ts';
import { autoDealerJsonLd } from './auto-dealer.ts';
import type { JsonLdNode } from './json-ld-types.ts';
import { localBusinessesJsonLd } from './local-business.ts';
import { organizationJsonLd } from './organization.ts';
import { jsonLdGraph } from './graph.ts';
import { websiteJsonLd } from './website.ts';
import { isAvailable } from '../site/stock-counts.ts';
import type { Site } from '../site/site.ts';

export interface SiteGraphOptions {
  /** Stock prices for the AutoDealer priceRange. */
  prices?: readonly number[];
  /** Adds a LocalBusiness per visible location (the home page; other pages stay light). */
  withLocations?: boolean;
}

/**
 * The site-wide JSON-LD (spec "{host} JSON-LD output"): AutoDealer, Organization and WebSite,
 * plus a LocalBusiness per visible location on request, each pointing at its location page.
 */
export function siteJsonLdGraph(dealer: Dealer, options: SiteGraphOptions = {}): JsonLdNode {
  const nodes = [
    autoDealerJsonLd(dealer, options.prices),
    organizationJsonLd(dealer),
    websiteJsonLd(dealer),
  ];
  if (options.withLocations) {
    nodes.push(...localBusinessesJsonLd(dealer, (l) => locationDetailPath(l, dealer.config)));
  }
  return jsonLdGraph(nodes);
}

/**
 * The site's graph as its pages show it, the AutoDealer's price range taken from the cars a
 * shopper can buy. One place for it: the pages render it, and the build's page reuse
 * (src/server/build/page-reuse.ts) keys every page on it.
 */
export function siteGraphFor(
  site: Pick<Site, 'dealer' | 'cars'>,
  options: { withLocations: boolean },
): JsonLdNode {
  return siteJsonLdGraph(site.dealer, {
    prices: site.cars.filter(isAvailable).map((car) => car.price),
    withLocations: options.withLocations,
  });
}
