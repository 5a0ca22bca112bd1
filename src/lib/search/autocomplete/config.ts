/**
 * What the header search needs in the browser, written into its markup at build time
 * (`data-autocomplete`, JSON): how to reach the dealer's search backend and where its search
 * page is. Only serialisable, public data (the Algolia key is the search-only one).
 */
import type { ClientSearchSettings } from '../client/search-settings.ts';

export type AutocompleteSearchSettings = Pick<
  ClientSearchSettings,
  'backend' | 'indexName' | 'configuredFilters' | 'algolia' | 'totalVariant'
>;

export interface AutocompleteConfig {
  settings: AutocompleteSearchSettings;
  /** The embedded index file's URL; null when the dealer searches Algolia. */
  indexUrl: string | null;
  /** dealer.search.path. */
  searchPath: string;
}

/** Keeps only what the browser uses, so the page carries no more than it needs. */
export function autocompleteConfig(
  { settings, indexUrl }: { settings: ClientSearchSettings; indexUrl: string | null },
  searchPath: string,
): AutocompleteConfig {
  const { backend, indexName, configuredFilters, algolia, totalVariant } = settings;
  return {
    settings: { backend, indexName, configuredFilters, algolia, totalVariant },
    indexUrl,
    searchPath,
  };
}

/** The config back from its attribute; null when it is missing or not this shape. */
export function readAutocompleteConfig(json: string | undefined): AutocompleteConfig | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<AutocompleteConfig> | null;
    const settings = value?.settings;
    if (
      typeof value?.searchPath !== 'string' ||
      !settings ||
      (settings.backend !== 'embedded' && settings.backend !== 'algolia') ||
      typeof settings.indexName !== 'string'
    )
      return null;
    return value as AutocompleteConfig;
  } catch {
    return null;
  }
}
