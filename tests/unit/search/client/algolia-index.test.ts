import { describe, expect, it } from 'vitest';
import { algoliaIndexPlan } from '../../../../src/lib/search/client/algolia-index.ts';
import { algoliaRecords } from '../../../../src/lib/search/client/algolia-records.ts';
import { algoliaSortIndices } from '../../../../src/lib/search/client/sort-indices.ts';
import { createEmbeddedSearchClient } from '../../../../src/lib/search/engine/client.ts';
import { buildSearchIndex } from '../../../../src/lib/search/engine/index-builder.ts';
import { fixtureCars } from '../engine/fixture-cars.ts';

const cars = fixtureCars(120, 'algolia-index');
const file = buildSearchIndex(cars, { indexName: 'Car_production' });

describe('algoliaIndexPlan', () => {
  const plan = algoliaIndexPlan(file, 'Car_production', algoliaSortIndices('Car_production', {}));

  it('ranks the primary by custom_rank descending and lists one replica per sort', () => {
    expect(plan.primary.customRanking).toEqual(['desc(custom_rank)']);
    expect(plan.primary.replicas).toEqual([
      'Car_production_price_asc',
      'Car_production_price_desc',
      'Car_production_km_asc',
      'Car_production_year_desc',
      'Car_production_newest',
    ]);
  });

  it('sorts each replica the way the embedded engine does, then by relevance and custom_rank', () => {
    const first = Object.fromEntries(plan.replicas.map((r) => [r.sortId, r.settings.ranking[0]]));
    expect(first).toEqual({
      price_asc: 'asc(price_sort)',
      price_desc: 'desc(price_sort)',
      km_asc: 'asc(km)',
      year_desc: 'desc(year)',
      newest: 'desc(created_at_timestamp)',
    });
    for (const replica of plan.replicas) {
      expect(replica.settings.ranking).toContain('typo');
      expect(replica.settings.customRanking).toEqual(['desc(custom_rank)']);
      expect(replica.settings).not.toHaveProperty('replicas');
    }
  });

  it('facets, searches and retrieves what the embedded index does', () => {
    const facets = plan.primary.attributesForFaceting;
    expect(facets).toEqual(
      expect.arrayContaining(['searchable(make)', 'car_type', 'price', 'km', 'sold']),
    );
    expect(facets).toContain('filterOnly(custom_rank)');
    expect(facets.some((f) => f.includes('.lvl'))).toBe(false);
    expect(plan.primary.searchableAttributes).toContain('unordered(make)');
    expect(plan.primary.attributesToRetrieve).toEqual(file.hit);
  });

  it('creates only the replicas a dealer configures', () => {
    const custom = algoliaIndexPlan(
      file,
      'Car_production',
      algoliaSortIndices('Car_production', { price_desc: 'Cars_by_price' }),
    );
    expect(custom.primary.replicas).toEqual(['Cars_by_price']);
    expect(custom.replicas[0]?.settings.ranking[0]).toBe('desc(price_sort)');
  });
});

describe('algoliaRecords', () => {
  const records = algoliaRecords(file);

  it('has one record per car, objectID = id, carrying the same hit the embedded engine serves', async () => {
    expect(records).toHaveLength(cars.length);
    const engine = createEmbeddedSearchClient(file);
    const { results } = await engine.search([
      { indexName: 'Car_production', params: { hitsPerPage: 1000 } },
    ]);
    const hits = (results[0] as { hits: Record<string, unknown>[] }).hits;
    const byId = new Map(records.map((r) => [r.objectID, r]));
    for (const hit of hits) expect(byId.get(String(hit.objectID))).toMatchObject(hit);
    expect(records[0]).toMatchObject({
      name: expect.any(String),
      price: expect.any(Number),
      primary_image_url: expect.any(String),
      slug: expect.any(String),
    });
  });

  it('adds the attributes Algolia filters and sorts by', () => {
    const car = cars.find((c) => c.price > 0)!;
    const record = records.find((r) => r.objectID === String(car.id))!;
    expect(record.created_at_timestamp).toBe(Math.floor(Date.parse(car.created_at) / 1000));
    expect(record.price_sort).toBe(car.price);
    expect(record.make_model).toBe(car.make_model);
    // The index keeps a multi-valued facet in dictionary order.
    expect(record.filtered_features).toEqual([...car.filtered_features].sort());
    expect(Object.keys(record).some((k) => k.includes('.'))).toBe(false);
  });

  it('leaves the price sort copy off price-on-application cars, so they sort last', () => {
    const poa = records.filter((r) => r.price === 0);
    for (const record of poa) expect(record).not.toHaveProperty('price_sort');
  });

  it('never carries payment keys', () => {
    expect(JSON.stringify(records)).not.toContain('pk_test_123');
  });
});
