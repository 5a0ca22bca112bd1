import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../../src/lib/search/engine/client.ts';
import { createEmbeddedSearchClient } from '../../../../src/lib/search/engine/client.ts';
import { INDEX_FORMAT } from '../../../../src/lib/search/engine/format.ts';
import { buildSearchIndex } from '../../../../src/lib/search/engine/index-builder.ts';
import type { Car } from '../../../../src/lib/stock/car.ts';
import { car } from './car-factory.ts';
import { fixtureCars } from './fixture-cars.ts';

const HIT_FIELDS = [
  'id',
  'slug',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'price',
  'price_type',
  'km',
  'car_type',
  'simple_body',
  'simple_transmission',
  'simple_fuel',
  'stocknum',
  'status',
  'sold',
  'reserved',
  'reservable',
  'tag',
  'created_at',
  'certified',
  'primary_image_url',
  'thumbnails',
  'location',
  'dealership_id',
  'dealership_slug',
  'photos_count',
  'finance_lenders',
  'has_checkout_payment_processor',
  'payment_processors',
  'colour',
  'drive_type',
  'seats',
  'doors',
] as const;

/** What a hit must say about a car: its own fields, trimmed where the card needs less. */
function expectedHit(c: Car): Record<string, unknown> {
  const hit: Record<string, unknown> = {};
  for (const f of HIT_FIELDS) hit[f] = c[f];
  return {
    ...hit,
    created_at: new Date(c.created_at).toISOString(),
    tag: c.tag === '' ? null : c.tag,
    stocknum: c.stocknum === '' ? null : c.stocknum,
    thumbnails: c.thumbnails.slice(0, 2),
    location: { id: c.location.id, name: c.location.name, phone: c.location.phone },
    payment_processors: c.payment_processors
      .filter((p) => p.authorization_key.trim() !== '')
      .map((p) => ({ authorization_type: p.authorization_type, deposit_amount: p.deposit_amount })),
    objectID: String(c.id),
  };
}

async function allHits(cars: Car[]): Promise<Record<string, unknown>[]> {
  const client = createEmbeddedSearchClient(JSON.parse(JSON.stringify(buildSearchIndex(cars))));
  const { results } = await client.search([{ indexName: 'cars', params: { hitsPerPage: 1000 } }]);
  return (results[0] as SearchResult).hits;
}

describe('buildSearchIndex', () => {
  it('writes a plain JSON object that survives serialisation unchanged', () => {
    const index = buildSearchIndex(fixtureCars(200));
    expect(index.format).toBe(INDEX_FORMAT);
    expect(index.name).toBe('cars');
    expect(index.count).toBe(200);
    expect(JSON.parse(JSON.stringify(index))).toEqual(index);
  });

  it('gives every hit the card fields of its car, exactly', async () => {
    const cars = fixtureCars(600, 'roundtrip');
    const hits = await allHits(cars);
    const byId = new Map(cars.map((c) => [String(c.id), c]));
    expect(hits).toHaveLength(600);
    for (const hit of hits) expect(hit).toEqual(expectedHit(byId.get(hit.objectID as string)!));
  });

  it('keeps nulls, empty lists, odd names and multi-valued fields intact', async () => {
    const cars = [
      car(1, { seats: null, simple_body: null, tag: null, filtered_features: [], colour: null }),
      car(2, {
        name: 'Hand-written Name',
        slug: 'my-own-slug',
        make: 'Citroën',
        model: 'C5 Aircross',
        badge: '',
      }),
      car(3, {
        tag: '-10% Runout',
        thumbnails: [],
        payment_processors: [],
        has_checkout_payment_processor: false,
      }),
      car(4, { created_at: '2025-01-02T03:04:05Z', certified: true, sold: true, reserved: true }),
    ];
    const hits = await allHits(cars);
    expect(hits.map((h) => h.objectID)).toEqual(['1', '2', '3', '4']);
    hits.forEach((hit, i) => expect(hit).toEqual(expectedHit(cars[i]!)));
  });

  it('stores cars in the default order, custom_rank descending then id', async () => {
    const cars = [
      car(5, { custom_rank: 10 }),
      car(3, { custom_rank: 30 }),
      car(4, { custom_rank: 30 }),
      car(1, { custom_rank: 20 }),
    ];
    expect((await allHits(cars)).map((h) => h.id)).toEqual([3, 4, 1, 5]);
  });

  it('never writes payment processor keys', () => {
    const json = JSON.stringify(buildSearchIndex(fixtureCars(50)));
    expect(json).not.toContain('pk_test_123');
    expect(json).not.toContain('authorization_key');
  });

  it('writes make_model and its levels as recipes when every car follows them, in full otherwise', () => {
    const consistent = buildSearchIndex([car(1), car(2, { make: 'Kia', model: 'EV6' })]);
    expect(consistent.facets['make_model.lvl1']).toEqual({ join: ['make', 'model'], sep: ' > ' });
    const odd = buildSearchIndex([
      car(1),
      car(2, { make: 'Kia', model: 'EV6', make_model: 'Kia EV-6' }),
    ]);
    expect(odd.facets.make_model).toMatchObject({ values: expect.arrayContaining(['Kia EV-6']) });
    expect(odd.facets['make_model.lvl1']).toEqual({ join: ['make', 'model'], sep: ' > ' });
  });

  it('writes names and slugs as the stock rule plus the cars that differ', () => {
    const mazda = { year: 2025, make: 'Mazda', model: 'CX-5', badge: 'Maxx' };
    const cars = [
      car(1, { ...mazda, slug: '2025-mazda-cx-5-maxx-q1' }),
      car(2, { name: 'Special one', slug: 'special-one' }),
      car(3, { ...mazda, slug: '2025-mazda-cx-5-maxx-q3' }),
    ];
    const index = buildSearchIndex(cars);
    expect(index.stored.name).toEqual({
      join: ['year', 'make', 'model', 'badge'],
      sep: ' ',
      except: { 1: 'Special one' },
    });
    expect(index.stored.slug).toEqual({
      join: ['year', 'make', 'model', 'badge', 'stocknum'],
      sep: ' ',
      slug: 1,
      except: { 1: 'special-one' },
    });
    const mostlyOwn = buildSearchIndex([
      car(1, { slug: 'a' }),
      car(2, { slug: 'b' }),
      car(3, { slug: 'c' }),
    ]);
    expect(mostlyOwn.stored.slug).toEqual({ plain: ['a', 'b', 'c'] });
  });

  it('indexes the spec attributes the Car may not carry yet, only when some car has them', () => {
    const plain = buildSearchIndex([car(1)]);
    expect(plain.numbers.subscription_price).toBeUndefined();
    expect(plain.facets.weekly_price_range).toBeUndefined();
    const extended = buildSearchIndex([
      { ...car(1), subscription_price: 199, weekly_price_range: '$150 - $200' } as Car,
      car(2),
    ]);
    expect(extended.numbers.subscription_price).toBeDefined();
    expect(extended.facets.weekly_price_range).toEqual({ values: ['$150 - $200'], ids: [0, -1] });
  });

  it('takes the index name and sort replicas from the options', async () => {
    const index = buildSearchIndex([car(1, { km: 5 }), car(2, { km: 1 })], {
      indexName: 'stock',
      sorts: { km: { by: 'km', dir: 'asc' } },
    });
    const client = createEmbeddedSearchClient(index);
    const { results } = await client.search([
      { indexName: 'stock_km', params: {} },
      { indexName: 'stock', params: {} },
    ]);
    expect(results.map((r) => (r as SearchResult).hits.map((h) => h.id))).toEqual([
      [2, 1],
      [1, 2],
    ]);
    await expect(client.search([{ indexName: 'cars', params: {} }])).rejects.toMatchObject({
      status: 404,
    });
  });

  it('builds and answers an index with no cars', async () => {
    const client = createEmbeddedSearchClient(buildSearchIndex([]));
    const { results } = await client.search([
      { indexName: 'cars', params: { query: 'toyota', facets: ['*'] } },
    ]);
    expect(results[0]).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 });
  });

  it('refuses an index file of another format', () => {
    const index = { ...buildSearchIndex([car(1)]), format: 'forecourt-search/0' };
    expect(() =>
      createEmbeddedSearchClient(index as unknown as ReturnType<typeof buildSearchIndex>),
    ).toThrow(/format/);
  });
});
