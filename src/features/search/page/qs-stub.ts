/**
 * Stand-in for the `qs` package in the browser bundle (wired by a Vite alias in
 * astro.config.mjs). instantsearch.js's history router imports qs only for its default
 * createURL/parseURL, which the search page replaces with the rules of src/lib/search/routing;
 * the real package and its dependencies (side-channel, get-intrinsic, object-inspect) would
 * add about 15 KB brotli to the search page for nothing.
 */
const unused = (): never => {
  throw new Error('qs is not bundled: search URLs are made by src/lib/search/routing');
};

export default { parse: unused, stringify: unused };
