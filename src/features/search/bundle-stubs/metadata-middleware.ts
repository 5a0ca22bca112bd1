/**
 * Browser stand-in for instantsearch.js's metadata middleware (see
 * src/integrations/search-bundle-stubs.ts), which only ever runs for the Algolia Crawler's
 * user agent, to describe the page's widgets to Algolia's dashboard.
 */
export function isMetadataEnabled(): boolean {
  return false;
}

export function createMetadataMiddleware(): never {
  throw new Error('The InstantSearch metadata middleware is not bundled');
}
