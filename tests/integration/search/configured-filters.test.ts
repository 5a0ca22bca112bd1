/**
 * A dealer's configured filters, joined by AND, narrow every search in both backends, on top
 * of whatever filters a request carries: the embedded engine answers with fewer cars; Algolia
 * (a loopback receiver standing in for it) receives the joined filter string.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchClient } from '../../../src/features/search/client/create-search-client.ts';
import { emitSearchIndex } from '../../../src/server/search/emit-index.ts';
import { searchClientProps } from '../../../src/lib/search/client/island-props.ts';
import { serverSearchClient } from '../../../src/lib/search/client/server-client.ts';
import { startAlgoliaReceiver, type AlgoliaReceiver } from './algolia-receiver.ts';
import { ALGOLIA_SEARCH_KEY, algoliaSite, samplePrepared } from './dealers.ts';

const FILTERS = ['car_type:used OR car_type:demo', 'NOT sold:true'];
const JOINED = '(car_type:used OR car_type:demo) AND NOT sold:true';

describe('embedded engine', () => {
  const prepared = samplePrepared('meridian-motor-group', { filters: FILTERS });
  const { site } = prepared;
  const { settings, indexUrl } = searchClientProps(site);
  let outDir: string;
  let client: ReturnType<typeof createSearchClient>;

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'forecourt-filters-'));
    await emitSearchIndex(prepared.searchIndexFile, outDir);
    const fetchFromSite = (async (url: string) =>
      new Response(await readFile(path.join(outDir, url)))) as unknown as typeof fetch;
    client = createSearchClient(settings, { indexUrl, fetch: fetchFromSite });
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  const nbHits = async (params: Record<string, unknown>) => {
    const { results } = await client.search([
      { indexName: settings.indexName, params: { hitsPerPage: 0, ...params } },
    ]);
    return (results[0] as { nbHits: number }).nbHits;
  };
  const shown = site.cars.filter(
    (c) => (c.car_type === 'used' || c.car_type === 'demo') && !c.sold,
  );

  it('shows only cars every configured filter lets through', async () => {
    expect(settings.configuredFilters).toBe(JOINED);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(site.cars.length);
    expect(await nbHits({})).toBe(shown.length);
  });

  it('ANDs them with the filters the request brings, including a top-level OR', async () => {
    const kiaOrMazda = shown.filter((c) => c.make === 'Kia' || c.make === 'Mazda');
    expect(await nbHits({ filters: 'make:Kia OR make:Mazda' })).toBe(kiaOrMazda.length);
    const newOnly = await nbHits({ facetFilters: [['car_type:new']] });
    expect(newOnly).toBe(0); // configured: used or demo only
  });

  it('applies them to facet-value search and to the build-time client too', async () => {
    const { results } = await client.search([
      {
        indexName: settings.indexName,
        type: 'facet',
        facet: 'car_type',
        params: { facetQuery: '' },
      },
    ] as never); // the facet-search request helper sends; outside InstantSearch's search() type
    const values = (results[0] as { facetHits: { value: string }[] }).facetHits
      .map((f) => f.value)
      .sort();
    expect(values).toEqual(['demo', 'used'].filter((t) => shown.some((c) => c.car_type === t)));
    const built = await serverSearchClient(site).search([
      { indexName: settings.indexName, params: { hitsPerPage: 0 } },
    ]);
    expect((built.results[0] as { nbHits: number }).nbHits).toBe(shown.length);
  });
});

describe('Algolia', () => {
  let receiver: AlgoliaReceiver;
  beforeAll(async () => {
    receiver = await startAlgoliaReceiver();
  });
  afterAll(() => receiver.close());

  it('sends the configured filters, AND-joined with the request’s, on hits and facet searches', async () => {
    const site = algoliaSite('meridian-motor-group', {}, { filters: FILTERS });
    const { settings, indexUrl } = searchClientProps(site);
    expect(indexUrl).toBeNull();
    const client = createSearchClient(settings, { algoliaHosts: receiver.hosts });
    await client.search([
      { indexName: 'Car_production', params: { query: 'cx5', filters: 'make:Kia OR make:Mazda' } },
      { indexName: 'Car_production', params: { hitsPerPage: 0 } },
    ]);
    await client.search([
      { indexName: 'Car_production', type: 'facet', facet: 'make', params: { facetQuery: 'ki' } },
    ] as never); // the facet-search request helper sends; outside InstantSearch's search() type

    const queries = receiver.requests.filter((r) => r.path === '/1/indexes/*/queries');
    expect(queries).toHaveLength(2);
    for (const q of queries) expect(q.headers['x-algolia-api-key']).toBe(ALGOLIA_SEARCH_KEY);
    const sent = queries.flatMap(
      (q) => (q.body as { requests: Record<string, unknown>[] }).requests,
    );
    expect(sent.map((r) => r.filters)).toEqual([
      `${JOINED} AND (make:Kia OR make:Mazda)`,
      JOINED,
      JOINED,
    ]);
    expect(sent[2]).toMatchObject({ type: 'facet', facet: 'make', facetQuery: 'ki' });
  });
});
