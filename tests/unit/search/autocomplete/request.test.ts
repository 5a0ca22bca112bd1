import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../../src/lib/search/engine/index-builder.ts';
import { createEmbeddedSearchClient } from '../../../../src/lib/search/engine/client.ts';
import {
  SUGGESTION_COUNT,
  suggestionRequest,
  suggestionsView,
  type SuggestionResult,
} from '../../../../src/lib/search/autocomplete/index.ts';
import { car } from '../engine/car-factory.ts';

describe('suggestionRequest', () => {
  it('asks for six hits with the spec’s four attributes and the name highlighted', () => {
    const { indexName, params } = suggestionRequest('cars', 'subaru', 'all');
    expect(indexName).toBe('cars');
    expect(params).toMatchObject({
      query: 'subaru',
      hitsPerPage: SUGGESTION_COUNT,
      attributesToRetrieve: ['name', 'price', 'primary_image_url', 'slug'],
      attributesToHighlight: ['name'],
      facets: ['car_type'],
    });
    expect(suggestionRequest('Car_production', 'x', 'in_stock').params.facets).toEqual(['status']);
  });
});

describe('suggestions from the embedded engine', () => {
  const stock = [
    car(1, {
      make: 'Subaru',
      model: 'Forester',
      badge: '2.5i',
      name: '2024 Subaru Forester 2.5i',
      slug: 'forester-1',
      price: 42990,
    }),
    car(2, {
      make: 'Subaru',
      model: 'Outback',
      badge: 'AWD',
      name: '2023 Subaru Outback AWD',
      slug: 'outback-2',
      price: 0,
    }),
    car(3, {
      make: 'Mazda',
      model: 'CX-5',
      badge: 'Maxx',
      name: '2021 Mazda CX-5 Maxx',
      slug: 'cx5-3',
      price: 31990,
    }),
  ];
  const client = createEmbeddedSearchClient(buildSearchIndex(stock, { indexName: 'cars' }));
  const settings = { searchPath: '/search/new-used-and-demo-cars', totalVariant: 'all' as const };
  const suggest = async (query: string) => {
    const { results } = await client.search([suggestionRequest('cars', query, 'all')]);
    return suggestionsView(results[0] as SuggestionResult, query, settings);
  };

  it('answers a typed make with its cars, marked, priced above $250 only', async () => {
    const view = await suggest('suba');
    expect(view.suggestions).toMatchObject([
      {
        kind: 'car',
        href: '/cars/forester-1',
        price: '$42,990',
        parts: [
          { text: '2024 ', match: false },
          { text: 'Suba', match: true },
          { text: 'ru Forester 2.5i', match: false },
        ],
      },
      { kind: 'car', href: '/cars/outback-2', price: null },
      {
        kind: 'all',
        label: 'See all 2 results for “suba”',
        href: '/search/new-used-and-demo-cars?query=suba',
      },
    ]);
  });

  it('finds a model however it is spelt, and nothing for no match', async () => {
    expect((await suggest('cx5')).suggestions[0]).toMatchObject({ href: '/cars/cx5-3' });
    expect((await suggest('porsche')).suggestions).toEqual([]);
  });
});
