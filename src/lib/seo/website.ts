import type { Dealer } from '../config/index.ts';
import { marketFor } from '../market/index.ts';
import { nodeId, siteRoot, type JsonLdNode } from './json-ld-types.ts';

/**
 * The site with a sitelinks search box: the search page answers `?query=` (spec: "a search
 * action on the search path using query={search_term_string}").
 */
export function websiteJsonLd(
  dealer: Pick<Dealer, 'name' | 'url' | 'country' | 'search'>,
): JsonLdNode {
  const root = siteRoot(dealer.url);
  return {
    '@type': 'WebSite',
    '@id': nodeId(dealer.url, 'website'),
    name: dealer.name,
    url: `${root}/`,
    inLanguage: marketFor(dealer.country).language,
    publisher: { '@id': nodeId(dealer.url, 'organization') },
    potentialAction: {
      '@type': 'SearchAction',
      target: `${root}${dealer.search.path}?query={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}
