/**
 * What a search island needs to make its client (props are serialised into the page):
 * `<SearchIsland client:load {...searchClientProps(site)} />`, then in the island
 * `createSearchClient(settings, { indexUrl })`.
 */
import type { Site } from '../../site/site.ts';
import type { ClientSearchSettings } from './search-settings.ts';
import { searchSettingsFor } from './search-settings.ts';

export interface SearchClientProps {
  settings: ClientSearchSettings;
  /** The embedded index file's URL; null when the dealer searches Algolia. */
  indexUrl: string | null;
}

export function searchClientProps(site: Pick<Site, 'dealer' | 'search'>): SearchClientProps {
  return { settings: searchSettingsFor(site.dealer), indexUrl: site.search.indexUrl };
}
