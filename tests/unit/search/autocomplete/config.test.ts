import { describe, expect, it } from 'vitest';
import {
  autocompleteConfig,
  readAutocompleteConfig,
} from '../../../../src/lib/search/autocomplete/index.ts';
import { searchSettingsFor } from '../../../../src/lib/search/client/index.ts';

const embedded = searchSettingsFor({
  search: {
    path: '/search/new-used-and-demo-cars',
    hits_per_page: 21,
    refinement_limit: 30,
    total_variant: 'all',
    filters: ['sold:false'],
    engine: 'embedded',
  },
} as Parameters<typeof searchSettingsFor>[0]);

describe('autocompleteConfig', () => {
  it('keeps only what the browser needs, and reads back from its attribute', () => {
    const config = autocompleteConfig(
      { settings: embedded, indexUrl: '/search/index.abc.json' },
      '/search/new-used-and-demo-cars',
    );
    expect(config).toEqual({
      settings: {
        backend: 'embedded',
        indexName: 'cars',
        configuredFilters: 'sold:false',
        algolia: null,
        totalVariant: 'all',
      },
      indexUrl: '/search/index.abc.json',
      searchPath: '/search/new-used-and-demo-cars',
    });
    expect(readAutocompleteConfig(JSON.stringify(config))).toEqual(config);
  });

  it('reads nothing from a missing or foreign attribute', () => {
    for (const text of [
      undefined,
      '',
      'not json',
      'null',
      '{}',
      '{"searchPath":"/s","settings":{"backend":"solr","indexName":"x"}}',
    ])
      expect(readAutocompleteConfig(text)).toBeNull();
  });
});
