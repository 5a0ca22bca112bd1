/**
 * Browser stand-in for instantsearch.js's Insights middleware (see
 * src/integrations/search-bundle-stubs.ts). InstantSearch adds it only when `insights` is on
 * or unset; the search island passes `insights={false}` (events go through our own analytics
 * module), so it is never called.
 */
export function createInsightsMiddleware(): never {
  throw new Error('Algolia Insights is not bundled: the search island sets insights={false}');
}
