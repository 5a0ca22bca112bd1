import { describe, expect, it } from 'vitest';
import { searchSettings } from '../../../../src/lib/config/search.ts';
import { searchSettingsFor } from '../../../../src/lib/search/client/search-settings.ts';
import {
  algoliaSortIndices,
  embeddedSortIndices,
} from '../../../../src/lib/search/client/sort-indices.ts';

/** A dealer's search block as the config schema parses it (defaults included). */
const dealer = (search: unknown) => ({ search: searchSettings.parse(search) });

const ALGOLIA = { app_id: 'APP123', search_key: 'search-only-key' };

describe('searchSettingsFor: defaults', () => {
  it('searches the embedded index, 21 per page, no configured filters', () => {
    const settings = searchSettingsFor(dealer({}));
    expect(settings).toMatchObject({
      backend: 'embedded',
      indexName: 'cars',
      configuredFilters: '',
      hitsPerPage: 21,
      refinementLimit: 30,
      totalVariant: 'all',
      algolia: null,
    });
  });

  it('offers relevance (custom_rank order) first, then one replica per sort', () => {
    expect(searchSettingsFor(dealer({})).sortIndices.map((s) => [s.id, s.indexName])).toEqual([
      ['relevance', 'cars'],
      ['price_asc', 'cars_price_asc'],
      ['price_desc', 'cars_price_desc'],
      ['km_asc', 'cars_km_asc'],
      ['year_desc', 'cars_year_desc'],
      ['newest', 'cars_newest'],
    ]);
  });

  it('stays JSON: islands receive it as props', () => {
    const settings = searchSettingsFor(dealer({ engine: 'algolia', algolia: ALGOLIA }));
    expect(JSON.parse(JSON.stringify(settings))).toEqual(settings);
  });
});

describe('searchSettingsFor: dealer options', () => {
  it('joins the configured filters by AND', () => {
    const settings = searchSettingsFor(
      dealer({ filters: ['sold:false', 'car_type:new OR car_type:demo'], hits_per_page: 24 }),
    );
    expect(settings.configuredFilters).toBe('sold:false AND (car_type:new OR car_type:demo)');
    expect(settings.hitsPerPage).toBe(24);
  });

  it('uses Algolia with the default Car_production index and default replica names', () => {
    const settings = searchSettingsFor(dealer({ engine: 'algolia', algolia: ALGOLIA }));
    expect(settings.backend).toBe('algolia');
    expect(settings.indexName).toBe('Car_production');
    expect(settings.algolia).toEqual({ appId: 'APP123', searchKey: 'search-only-key' });
    expect(settings.sortIndices[0]).toEqual({
      id: 'relevance',
      label: 'Featured',
      indexName: 'Car_production',
    });
    expect(settings.sortIndices.map((s) => s.indexName)).toContain('Car_production_price_desc');
  });

  it('offers only the Algolia replicas the dealer lists, under their names, in sort order', () => {
    const settings = searchSettingsFor(
      dealer({
        engine: 'algolia',
        algolia: {
          ...ALGOLIA,
          index_name: 'Cars_kestrel',
          replicas: {
            price_desc: 'Cars_kestrel_dearest',
            price_asc: 'Cars_kestrel_cheapest',
            bogus: 'x',
          },
        },
      }),
    );
    expect(settings.sortIndices.map((s) => [s.id, s.indexName])).toEqual([
      ['relevance', 'Cars_kestrel'],
      ['price_asc', 'Cars_kestrel_cheapest'],
      ['price_desc', 'Cars_kestrel_dearest'],
    ]);
  });

  it('stays embedded when Algolia is chosen without its settings (the schema reports that)', () => {
    expect(searchSettingsFor(dealer({ engine: 'algolia' })).backend).toBe('embedded');
  });
});

describe('sort indices', () => {
  it('labels every sort', () => {
    for (const sort of [...embeddedSortIndices('x'), ...algoliaSortIndices('y', {})])
      expect(sort.label).not.toBe('');
  });
});
