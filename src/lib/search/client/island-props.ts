/**
 * What a search island needs to make its client (props are serialised into the page):
 * `<SearchIsland client:load {...searchClientProps(site)} />`, then in the island
 * `createSearchClient(settings, { indexUrl })`.
 */
import type { ClientSearchSettings } from '../../lib/search/client/search-settings.ts';
import { searchSettingsFor } from '../../lib/search/client/search-settings.ts';
import type { Site } from '../site.ts';
import { searchIndexUrl } from './index-file.ts';

export interface SearchClientProps {
  settings: ClientSearchSettings;
  /** The embedded index file's URL; null when the dealer searches Algolia. */
  indexUrl: string | null;
}

export function searchClientProps(site: Site): SearchClientProps {
  const settings = searchSettingsFor(site.dealer);
  return { settings, indexUrl: settings.backend === 'embedded' ? searchIndexUrl(site) : null };
}
