import { describe, expect, it } from 'vitest';
import type { FacetSearchResult, SearchResult } from '../../../../src/lib/search/engine/client.ts';
import { ApiError, createEmbeddedSearchClient } from '../../../../src/lib/search/engine/client.ts';
import { buildSearchIndex } from '../../../../src/lib/search/engine/index-builder.ts';
import type { Car } from '../../../../src/lib/stock/car.ts';
import { car } from './car-factory.ts';

const STOCK: Car[] = [
  car(1, {
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Maxx Sport',
    year: 2021,
    price: 32990,
    km: 41000,
    car_type: 'used',
    simple_body: 'suv',
    fuel: 'Unleaded Petrol',
    created_at: '2025-05-01T00:00:00.000Z',
  }),
  car(2, {
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    year: 2019,
    price: 21990,
    km: 80000,
    car_type: 'used',
    simple_body: 'hatchback',
    certified: true,
    created_at: '2025-05-20T00:00:00.000Z',
  }),
  car(3, {
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    year: 2023,
    price: 58990,
    km: 12000,
    car_type: 'demo',
    simple_body: 'ute',
    fuel: 'Diesel',
    tag: 'Runout Sale',
    created_at: '2025-04-01T00:00:00.000Z',
  }),
  car(4, {
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GXL',
    year: 2025,
    price: 0,
    km: 10,
    car_type: 'new',
    simple_body: 'suv',
    tag: '-10% Runout',
    created_at: '2025-05-25T00:00:00.000Z',
  }),
  car(5, {
    make: 'Škoda',
    model: 'Kodiaq',
    badge: 'RS',
    year: 2018,
    price: 29990,
    km: 90000,
    car_type: 'used',
    simple_body: 'suv',
    seats: 7,
    created_at: '2025-03-01T00:00:00.000Z',
  }),
  car(6, {
    make: 'Mercedes-Benz',
    model: 'C-Class',
    badge: 'C300',
    year: 2020,
    price: 45990,
    km: 50000,
    car_type: 'used',
    simple_body: 'sedan',
    sold: true,
    created_at: '2025-02-01T00:00:00.000Z',
  }),
  car(7, {
    make: 'Kia',
    model: 'Sportage',
    badge: 'S',
    year: 2022,
    price: 29990,
    km: 30000,
    car_type: 'used',
    simple_body: 'suv',
    seats: null,
    filtered_features: ['Apple CarPlay', 'Tow Bar'],
    created_at: '2025-05-30T00:00:00.000Z',
  }),
  car(8, {
    make: 'Ford',
    model: 'Ranger',
    badge: 'Wildtrak',
    year: 2024,
    price: 64990,
    km: 5000,
    car_type: 'demo',
    simple_body: 'ute',
    colour: 'Blue',
    created_at: '2025-01-01T00:00:00.000Z',
  }),
  car(9, {
    make: 'Citroën',
    model: 'C5 Aircross',
    badge: 'Shine',
    year: 2021,
    price: 28990,
    km: 40000,
    car_type: 'used',
    simple_body: 'suv',
    created_at: '2025-05-10T00:00:00.000Z',
  }),
  car(10, {
    make: 'Ford',
    model: 'Danger',
    badge: 'XL',
    year: 2010,
    price: 9990,
    km: 200000,
    car_type: 'used',
    simple_body: 'ute',
    custom_rank: 5000,
    created_at: '2025-05-05T00:00:00.000Z',
  }),
];

const client = createEmbeddedSearchClient(JSON.parse(JSON.stringify(buildSearchIndex(STOCK))));

async function search(params: Record<string, unknown>, indexName = 'cars'): Promise<SearchResult> {
  const { results } = await client.search([{ indexName, params }]);
  return results[0] as SearchResult;
}
const ids = (r: SearchResult) => r.hits.map((h) => Number(h.objectID));

describe('request shapes', () => {
  it('answers the helper shape, the v5 { requests } shape, flat params and URL param strings alike', async () => {
    const params = { query: 'toyota', hitsPerPage: 2, facets: ['make'] };
    const a = await client.search([{ indexName: 'cars', params }]);
    const b = await client.search({ requests: [{ indexName: 'cars', ...params }] });
    const c = await client.search([
      { indexName: 'cars', params: 'query=toyota&hitsPerPage=2&facets=%5B%22make%22%5D' },
    ]);
    const strip = (r: { results: unknown[] }) =>
      r.results.map((x) => ({ ...(x as SearchResult), processingTimeMS: 0, params: '' }));
    expect(strip(b)).toEqual(strip(a));
    expect(strip(c)).toEqual(strip(a));
    expect(ids(a.results[0] as SearchResult)).toEqual([2, 3]);
  });

  it('answers every request, in order, with the fields InstantSearch reads', async () => {
    const { results } = await client.search([
      {
        indexName: 'cars',
        params: { query: 'ford', highlightPreTag: '<x>', highlightPostTag: '</x>' },
      },
      { indexName: 'cars_price_asc', params: { hitsPerPage: 0, facets: 'make' } },
    ]);
    expect(results).toHaveLength(2);
    const first = results[0] as SearchResult;
    expect(first).toMatchObject({
      nbHits: 2,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      query: 'ford',
      index: 'cars',
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      exhaustive: { facetsCount: true, nbHits: true },
      facets: {},
      facets_stats: {},
    });
    expect(typeof first.processingTimeMS).toBe('number');
    expect(first.params).toBe('query=ford&highlightPreTag=%3Cx%3E&highlightPostTag=%3C%2Fx%3E');
    expect(first.hits[0]).toMatchObject({ objectID: '10', id: 10, make: 'Ford', model: 'Danger' });
    expect((results[1] as SearchResult).index).toBe('cars_price_asc');
    expect((results[1] as SearchResult).facets.make).toEqual({
      Toyota: 3,
      Ford: 2,
      Citroën: 1,
      Kia: 1,
      Mazda: 1,
      'Mercedes-Benz': 1,
      Škoda: 1,
    });
  });

  it('has no-op clearCache and addAlgoliaAgent, as InstantSearch may call them', async () => {
    await expect(client.clearCache()).resolves.toBeUndefined();
    expect(() => client.addAlgoliaAgent()).not.toThrow();
  });
});

describe('text search', () => {
  it.each([['cx5'], ['cx-5'], ['CX 5'], ['mazda cx'], ['maxx sp']])(
    '%j finds the Mazda CX-5',
    async (query) => {
      expect(ids(await search({ query }))).toEqual([1]);
    },
  );

  it('needs every word, the last one as a prefix only', async () => {
    expect(ids(await search({ query: 'toyota diesel' }))).toEqual([3]);
    expect(ids(await search({ query: 'toyota s' }))).toEqual([2, 3, 4]);
    expect(ids(await search({ query: 'toyota sr' }))).toEqual([3]);
    expect(ids(await search({ query: 'toy corolla' }))).toEqual([]);
  });

  it('strips accents and joins hyphenated words', async () => {
    expect(ids(await search({ query: 'skoda' }))).toEqual([5]);
    expect(ids(await search({ query: 'citroen c5' }))).toEqual([9]);
    expect(ids(await search({ query: 'mercedes benz c300' }))).toEqual([6]);
    expect(ids(await search({ query: 'mercedes-benz' }))).toEqual([6]);
    expect(ids(await search({ query: 'mercedesbenz cclass' }))).toEqual([6]);
  });

  it('allows 1 typo from 4 letters and 2 from 8, none in short words or numbers', async () => {
    expect(ids(await search({ query: 'toyta' }))).toEqual([2, 3, 4]);
    expect(ids(await search({ query: 'corola' }))).toEqual([2]);
    expect(ids(await search({ query: 'wildtrka' }))).toEqual([8]);
    expect(ids(await search({ query: 'wlidtrka' }))).toEqual([8]);
    expect(ids(await search({ query: 'wldtrka' }))).toEqual([]);
    expect(ids(await search({ query: 'kai' }))).toEqual([]);
    expect(ids(await search({ query: '2019' }))).toEqual([2]);
    expect(ids(await search({ query: '2017' }))).toEqual([]);
  });

  it('ranks fewer typos first, then the index order', async () => {
    // Car 10 (Danger, 1 typo from "ranger") has the highest custom_rank but comes after the exact match.
    expect(ids(await search({ query: 'ranger' }))).toEqual([8, 10]);
    expect(ids(await search({ query: 'ranger' }, 'cars_price_asc'))).toEqual([8, 10]);
    expect(ids(await search({ query: 'ute' }))).toEqual([10, 3, 8]);
  });

  it('treats an empty or punctuation-only query as no query', async () => {
    expect((await search({ query: ' - ' })).nbHits).toBe(10);
    expect((await search({})).nbHits).toBe(10);
  });
});

describe('highlighting', () => {
  it('wraps matched words in the given tags, the typed part of a prefix only', async () => {
    const [hit] = (
      await search({ query: 'toyota cor', highlightPreTag: '<em>', highlightPostTag: '</em>' })
    ).hits;
    expect(hit?._highlightResult?.name).toEqual({
      value: '2019 <em>Toyota</em> <em>Cor</em>olla Ascent Sport',
      matchLevel: 'full',
      matchedWords: ['toyota', 'cor'],
      fullyHighlighted: false,
    });
    expect(hit?._highlightResult?.make).toEqual({
      value: '<em>Toyota</em>',
      matchLevel: 'partial',
      matchedWords: ['toyota'],
      fullyHighlighted: true,
    });
    expect(hit?._highlightResult?.badge).toMatchObject({
      value: 'Ascent Sport',
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  it('highlights joined and accented words whole', async () => {
    const [hit] = (
      await search({ query: 'cx5 skoda', highlightPreTag: '[', highlightPostTag: ']' })
    ).hits;
    expect(hit).toBeUndefined();
    const [mazda] = (await search({ query: 'cx5', highlightPreTag: '[', highlightPostTag: ']' }))
      .hits;
    expect(mazda?._highlightResult?.model?.value).toBe('[CX-5]');
    const [skoda] = (await search({ query: 'skod', highlightPreTag: '[', highlightPostTag: ']' }))
      .hits;
    expect(skoda?._highlightResult?.make?.value).toBe('[Škod]a');
  });

  it('leaves highlighting out unless asked, and honours attributesToHighlight', async () => {
    expect((await search({ query: 'kia' })).hits[0]?._highlightResult).toBeUndefined();
    const [hit] = (await search({ query: 'kia', attributesToHighlight: ['make', 'stocknum'] }))
      .hits;
    expect(Object.keys(hit?._highlightResult ?? {})).toEqual(['make', 'stocknum']);
    expect(hit?._highlightResult?.make?.value).toBe('<em>Kia</em>');
  });

  it('returns only attributesToRetrieve (and objectID) when given', async () => {
    const [hit] = (await search({ query: 'kia', attributesToRetrieve: ['make', 'price'] })).hits;
    expect(hit).toEqual({ make: 'Kia', price: 29990, objectID: '7' });
  });
});

describe('filters', () => {
  it('matches facetFilters values case- and accent-insensitively, AND of ORs', async () => {
    expect(ids(await search({ facetFilters: ['make:toyota'] }))).toEqual([2, 3, 4]);
    expect(ids(await search({ facetFilters: ['make:SKODA'] }))).toEqual([5]);
    expect(
      ids(await search({ facetFilters: [['make:Kia', 'make:Ford'], 'car_type:used'] })),
    ).toEqual([10, 7]);
  });

  it('negates "attr:-value" and unescapes a leading "\\-"', async () => {
    expect(ids(await search({ facetFilters: ['make:Toyota', 'tag:-Runout Sale'] }))).toEqual([
      2, 4,
    ]);
    expect(ids(await search({ facetFilters: ['tag:\\-10% Runout'] }))).toEqual([4]);
    expect(ids(await search({ facetFilters: ['make:Toyota', 'tag:-\\-10% Runout'] }))).toEqual([
      2, 3,
    ]);
  });

  it('filters booleans, numbers given as facet values and hierarchical levels', async () => {
    expect(ids(await search({ facetFilters: ['certified:true'] }))).toEqual([2]);
    expect(ids(await search({ facetFilters: ['sold:true'] }))).toEqual([6]);
    expect(ids(await search({ facetFilters: ['year:2021'] }))).toEqual([1, 9]);
    expect(ids(await search({ facetFilters: ['price:0'] }))).toEqual([4]);
    expect(ids(await search({ facetFilters: ['make_model.lvl1:Toyota > HiLux'] }))).toEqual([3]);
    expect(ids(await search({ facetFilters: ['make_model.lvl0:Ford'] }))).toEqual([10, 8]);
    expect(ids(await search({ facetFilters: ['make_model:Toyota RAV4'] }))).toEqual([4]);
  });

  it('applies numericFilters, including OR-arrays and ranges; records without the value never match', async () => {
    expect(ids(await search({ numericFilters: ['price>=29990', 'price<=32990'] }))).toEqual([
      1, 5, 7,
    ]);
    expect(ids(await search({ numericFilters: [['year=2018', 'year=2025']] }))).toEqual([4, 5]);
    expect(ids(await search({ numericFilters: ['km:0 TO 10000'] }))).toEqual([4, 8]);
    expect(ids(await search({ numericFilters: ['seats!=5'] }))).toEqual([5]);
  });

  it('parses the filters string with AND, OR, NOT, quotes, comparisons and ranges', async () => {
    expect(
      ids(
        await search({
          filters: 'car_type:used AND (make:Toyota OR make:"Mercedes-Benz") AND NOT sold:true',
        }),
      ),
    ).toEqual([2]);
    expect(ids(await search({ filters: 'price > 40000 OR tag:"Runout Sale"' }))).toEqual([3, 6, 8]);
    expect(ids(await search({ filters: 'price:20000 TO 30000 AND NOT simple_body:suv' }))).toEqual([
      2,
    ]);
  });

  it('combines query, facetFilters, numericFilters and filters', async () => {
    const r = await search({
      query: 'toyota',
      facetFilters: [['car_type:used', 'car_type:demo']],
      numericFilters: ['km<=50000'],
      filters: 'NOT tag:Special',
    });
    expect(ids(r)).toEqual([3]);
  });

  it('matches nothing on an unknown attribute, and everything on its negation', async () => {
    expect((await search({ facetFilters: ['colour_family:red'] })).nbHits).toBe(0);
    expect((await search({ facetFilters: ['colour_family:-red'] })).nbHits).toBe(10);
    expect((await search({ numericFilters: ['horsepower>100'] })).nbHits).toBe(0);
    expect((await search({ filters: 'NOT nothing:here' })).nbHits).toBe(10);
    expect((await search({ numericFilters: ['make>1'] })).nbHits).toBe(0);
  });
});

describe('pagination', () => {
  it('pages through hits and reports nbPages', async () => {
    const r = await search({ hitsPerPage: 4, page: 2 });
    expect([r.nbHits, r.nbPages, r.page, r.hitsPerPage]).toEqual([10, 3, 2, 4]);
    expect(ids(r)).toEqual([8, 9]);
  });

  it('returns an empty page past the end, keeps the counts', async () => {
    const r = await search({ hitsPerPage: 4, page: 9, facets: ['make'] });
    expect(r.hits).toEqual([]);
    expect([r.nbHits, r.nbPages, r.page]).toEqual([10, 3, 9]);
    expect(r.facets.make?.Toyota).toBe(3);
  });

  it('supports hitsPerPage 0 (facet-only requests) and clamps bad values', async () => {
    expect(await search({ hitsPerPage: 0 })).toMatchObject({
      hits: [],
      nbHits: 10,
      nbPages: 0,
      hitsPerPage: 0,
    });
    expect(await search({ hitsPerPage: 5000 })).toMatchObject({ hitsPerPage: 1000, nbPages: 1 });
    expect(await search({ page: -3, hitsPerPage: '2' })).toMatchObject({ page: 0, hitsPerPage: 2 });
    expect(await search({ page: 'x', hitsPerPage: null })).toMatchObject({
      page: 0,
      hitsPerPage: 20,
    });
  });
});

describe('sort replicas', () => {
  it('orders the base index by custom_rank descending', async () => {
    expect(ids(await search({}))).toEqual([10, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it.each([
    ['cars_price_asc', [10, 2, 9, 5, 7, 1, 6, 3, 8, 4]],
    ['cars_price_desc', [8, 3, 6, 1, 5, 7, 9, 2, 10, 4]],
    ['cars_km_asc', [4, 8, 3, 7, 9, 1, 6, 2, 5, 10]],
    ['cars_year_desc', [4, 8, 3, 7, 1, 9, 6, 2, 5, 10]],
    ['cars_newest', [7, 4, 2, 9, 10, 1, 3, 5, 6, 8]],
  ])('%s: price on application last, ties in custom_rank order', async (indexName, expected) => {
    expect(ids(await search({}, indexName))).toEqual(expected);
  });

  it('filters and pages a replica like the base index', async () => {
    expect(
      ids(
        await search(
          { facetFilters: ['simple_body:suv'], hitsPerPage: 2, page: 1 },
          'cars_price_asc',
        ),
      ),
    ).toEqual([7, 1]);
  });
});

describe('facets', () => {
  it('counts requested facets over the filtered set, most frequent first then by name', async () => {
    const r = await search({ facets: ['simple_body', 'car_type'], facetFilters: ['make:Toyota'] });
    expect(r.facets).toEqual({
      simple_body: { hatchback: 1, suv: 1, ute: 1 },
      car_type: { demo: 1, new: 1, used: 1 },
    });
    const bodies = await search({ facets: ['simple_body'] });
    expect(Object.entries(bodies.facets.simple_body ?? {})).toEqual([
      ['suv', 5],
      ['ute', 3],
      ['hatchback', 1],
      ['sedan', 1],
    ]);
  });

  it('cuts each facet to maxValuesPerFacet', async () => {
    const r = await search({ facets: ['make'], maxValuesPerFacet: 2 });
    expect(r.facets.make).toEqual({ Toyota: 3, Ford: 2 });
  });

  it('counts multi-valued, boolean, numeric and hierarchical facets', async () => {
    const r = await search({
      facets: ['filtered_features', 'certified', 'seats', 'make_model.lvl0', 'make_model.lvl1'],
      facetFilters: ['make:Toyota'],
    });
    expect(r.facets.certified).toEqual({ false: 2, true: 1 });
    expect(r.facets['make_model.lvl0']).toEqual({ Toyota: 3 });
    expect(r.facets['make_model.lvl1']).toEqual({
      'Toyota > Corolla': 1,
      'Toyota > HiLux': 1,
      'Toyota > RAV4': 1,
    });
    expect(r.facets.seats).toEqual({ 5: 3 });
    const kia = await search({ facets: ['filtered_features'], facetFilters: ['make:Kia'] });
    expect(kia.facets.filtered_features).toEqual({ 'Apple CarPlay': 1, 'Tow Bar': 1 });
  });

  it('gives facets_stats for numeric facets, skipping records without a value', async () => {
    const r = await search({
      facets: ['price', 'seats', 'make'],
      facetFilters: [['make:Kia', 'make:Škoda']],
    });
    expect(r.facets_stats).toEqual({
      price: { min: 29990, max: 29990, avg: 29990, sum: 59980 },
      seats: { min: 7, max: 7, avg: 7, sum: 7 },
    });
  });

  it("answers facets '*' with every facet, a comma list, and skips unknown facets", async () => {
    const all = await search({ facets: ['*'], hitsPerPage: 0 });
    expect(Object.keys(all.facets)).toEqual(
      expect.arrayContaining([
        'make',
        'model',
        'make_model.lvl1',
        'tag',
        'price',
        'km',
        'stocknum',
        'dealership_name',
      ]),
    );
    expect(Object.keys((await search({ facets: 'make,tag' })).facets)).toEqual(['make', 'tag']);
    expect((await search({ facets: ['nope', 'make'] })).facets).toEqual({
      make: expect.any(Object),
    });
  });
});

describe('facet value search', () => {
  it('answers type: facet requests from the filtered set, prefix-matching each word', async () => {
    const { results } = await client.search([
      {
        indexName: 'cars',
        type: 'facet',
        facet: 'make',
        params: { facetQuery: 'to', highlightPreTag: '<b>', highlightPostTag: '</b>' },
      },
      {
        indexName: 'cars',
        type: 'facet',
        facet: 'model',
        params: { facetQuery: 'c', facetFilters: ['car_type:used'], maxFacetHits: 2 },
      },
      { indexName: 'cars', type: 'facet', facet: 'make', params: { facetQuery: 'skod benz' } },
    ]);
    expect((results[0] as FacetSearchResult).facetHits).toEqual([
      { value: 'Toyota', highlighted: '<b>To</b>yota', count: 3 },
    ]);
    expect((results[1] as FacetSearchResult).facetHits).toEqual([
      { value: 'C-Class', highlighted: '<em>C-Class</em>', count: 1 },
      { value: 'C5 Aircross', highlighted: '<em>C</em>5 Aircross', count: 1 },
    ]);
    expect((results[2] as FacetSearchResult).facetHits).toEqual([]);
    expect(results[0]).toMatchObject({
      exhaustiveFacetsCount: true,
      processingTimeMS: expect.any(Number),
    });
  });

  it('also answers the legacy searchForFacetValues call', async () => {
    const answer = await client.searchForFacetValues([
      { indexName: 'cars', params: { facetName: 'make', facetQuery: 'merc' } },
    ]);
    expect(answer[0]?.facetHits).toEqual([
      { value: 'Mercedes-Benz', highlighted: '<em>Mercedes-Benz</em>', count: 1 },
    ]);
  });

  it('also answers the algoliasearch v5 searchForFacetValues call', async () => {
    const answer = await client.searchForFacetValues({
      indexName: 'cars',
      facetName: 'model',
      searchForFacetValuesRequest: { facetQuery: 'ran', filters: 'car_type:demo' },
    });
    expect(answer.facetHits).toEqual([
      { value: 'Ranger', highlighted: '<em>Ran</em>ger', count: 1 },
    ]);
  });

  it('answers an unknown facet with no values', async () => {
    const { results } = await client.search([
      { indexName: 'cars', type: 'facet', facet: 'nope', params: { facetQuery: '' } },
    ]);
    expect((results[0] as FacetSearchResult).facetHits).toEqual([]);
  });
});

describe('bad input', () => {
  const rejection = async (requests: unknown) => {
    try {
      await client.search(requests);
    } catch (error) {
      return error as ApiError;
    }
    throw new Error('expected a rejection');
  };

  it.each([
    [
      'an unreadable filters string',
      [{ indexName: 'cars', params: { filters: 'make:Toyota AND (' } }],
      400,
    ],
    [
      'a comparison without a number',
      [{ indexName: 'cars', params: { filters: 'price > cheap' } }],
      400,
    ],
    [
      'facetFilters that are not strings',
      [{ indexName: 'cars', params: { facetFilters: [{ make: 'Toyota' }] } }],
      400,
    ],
    [
      'a numericFilters typo',
      [{ indexName: 'cars', params: { numericFilters: ['price=>5'] } }],
      400,
    ],
    ['a request without indexName', [{ params: {} }], 400],
    ['a request that is not an object', ['cars'], 400],
    ['no requests at all', null, 400],
    ['an unknown index', [{ indexName: 'trucks', params: {} }], 404],
    ['an unknown sort replica', [{ indexName: 'cars_colour_asc', params: {} }], 404],
  ])('rejects %s with an ApiError carrying the status', async (_what, requests, status) => {
    const error = await rejection(requests);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(error.message).not.toBe('');
  });

  it('rejects the whole batch when one request is bad, never throwing synchronously', () => {
    let promise: Promise<unknown> | undefined;
    expect(() => {
      promise = client.search([
        { indexName: 'cars', params: {} },
        { indexName: 'cars', params: { filters: '((' } },
      ]);
    }).not.toThrow();
    return expect(promise).rejects.toMatchObject({ name: 'ApiError', status: 400 });
  });
});
