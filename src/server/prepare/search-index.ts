/**
 * The dealer's search index file, made once per build by the prepare step: the embedded
 * engine's columnar index of the dealer's cars as JSON, named by a hash of its content
 * (`/search/index.<hash>.json`) so it can be cached forever and a rebuild with changed stock
 * gets a new URL. The same file is also written under one fixed name,
 * `/search/index.json` (LATEST_SEARCH_INDEX_URL), revalidated on each use: the header search
 * on every page loads that one, so a price change does not change every page's HTML (which
 * would rebuild and recompress the whole site). The search pages, which change with the stock
 * anyway, load the hashed name. Pages get the URLs (and the index, for their first results)
 * from the prepared site; the emit step writes the files.
 */
import { createHash } from 'node:crypto';
import type { Dealer } from '../../lib/config/index.ts';
import type { SearchIndexFile } from '../../lib/search/engine/format.ts';
import { buildSearchIndex } from '../../lib/search/engine/index-builder.ts';
import { searchSettingsFor } from '../../lib/search/client/search-settings.ts';
import type { Car } from '../../lib/stock/car.ts';

export interface SearchIndexArtifact {
  /** Site path, e.g. '/search/index.5d41402abc4b2a76.json'. */
  url: string;
  json: string;
  file: SearchIndexFile;
}

/** The index under a name that does not change with its content; see above. */
export const LATEST_SEARCH_INDEX_URL = '/search/index.json';

export function searchIndexUrlFor(json: string): string {
  return `/search/index.${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
}

export function makeSearchIndex(
  dealer: Pick<Dealer, 'search'>,
  cars: readonly Car[],
): SearchIndexArtifact {
  const { indexName } = searchSettingsFor(dealer);
  const file = buildSearchIndex(cars, { indexName });
  const json = JSON.stringify(file);
  return { url: searchIndexUrlFor(json), json, file };
}
