export { autoDealerJsonLd } from './auto-dealer.ts';
export { absoluteUrl, nodeId, siteRoot } from './json-ld-types.ts';
export type { JsonLdNode, JsonLdValue } from './json-ld-types.ts';
export { BUSINESS_SUBTYPE, localBusinessJsonLd, localBusinessesJsonLd } from './local-business.ts';
export { openingHoursSpecification, specialOpeningHoursSpecification } from './opening-hours.ts';
export { organizationJsonLd } from './organization.ts';
export {
  aggregateRating,
  currencyFor,
  geoCoordinates,
  postalAddress,
  priceRange,
  socialProfiles,
} from './place.ts';
export { jsonLdGraph } from './graph.ts';
export { siteGraphFor, siteJsonLdGraph } from './site-graph.ts';
export type { SiteGraphOptions } from './site-graph.ts';
export { websiteJsonLd } from './website.ts';
export { faqPageJsonLd } from './faq-page.ts';
export { carJsonLd, type CarJsonLdContext } from './car.ts';
