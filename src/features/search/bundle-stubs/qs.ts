/**
 * Browser stand-in for `qs` (see src/integrations/search-bundle-stubs.ts). instantsearch.js's
 * history router imports it only for its default createURL/parseURL, which the search page
 * replaces with the rules of src/lib/search/routing.
 */
const unused = (): never => {
  throw new Error('qs is not bundled: search URLs are made by src/lib/search/routing');
};

export default { parse: unused, stringify: unused };
