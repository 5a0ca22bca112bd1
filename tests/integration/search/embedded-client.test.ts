/**
 * The browser's embedded search client, run in Node: the build emits the dealer's real index
 * file into a temp folder, a fake `fetch` serves it from there (I/O injected, our modules
 * untouched), and real instantsearch.js widgets drive the client as the search page would.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import instantsearch from 'instantsearch.js';
import {
  connectConfigure,
  connectHits,
  connectRefinementList,
  connectSortBy,
} from 'instantsearch.js/es/connectors/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchClient } from '../../../src/features/search/client/create-search-client.ts';
import { emitSearchIndex } from '../../../src/server/search/emit-index.ts';
import { searchClientProps } from '../../../src/lib/search/client/island-props.ts';
import { serverSearchClient } from '../../../src/lib/search/client/server-client.ts';
import { samplePrepared } from './dealers.ts';

const prepared = samplePrepared('kestrel-bay-subaru');
const { site } = prepared;
let outDir: string;
let indexUrl: string;
const fetched: string[] = [];

/** Serves the emitted site folder, as the CDN would; fails the first `failures` requests. */
function siteFetch(failures = 0): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = String(input);
    fetched.push(url);
    if (failures-- > 0) return new Response('busy', { status: 503 });
    const body = await readFile(path.join(outDir, ...url.split('/').filter(Boolean)));
    return new Response(body, { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'forecourt-search-'));
  const props = searchClientProps(site); // what the page puts in the island's props
  const emitted = await emitSearchIndex(prepared.searchIndexFile, outDir); // the emit step
  expect(emitted?.files).toEqual([props.indexUrl, site.search.latestIndexUrl]);
  indexUrl = props.indexUrl!;
});
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('the emitted index file', () => {
  it('is named by its content and served from the site folder', async () => {
    expect(indexUrl).toMatch(/^\/search\/index\.[0-9a-f]{16}\.json$/);
    const file = JSON.parse(await readFile(path.join(outDir, indexUrl), 'utf8')) as {
      count: number;
    };
    expect(file.count).toBe(site.cars.length);
  });

  it('is written again under the fixed name the header search loads, byte for byte', async () => {
    expect(site.search.latestIndexUrl).toBe('/search/index.json');
    const [hashed, latest] = await Promise.all(
      [indexUrl, site.search.latestIndexUrl!].map((url) => readFile(path.join(outDir, url))),
    );
    expect(latest?.equals(hashed!)).toBe(true);
  });

  it('is not written for a dealer that searches Algolia', async () => {
    const algolia = samplePrepared('kestrel-bay-subaru', {
      engine: 'algolia',
      algolia: { app_id: 'APP', search_key: 'key' },
    });
    expect(await emitSearchIndex(algolia.searchIndexFile, outDir)).toBeNull();
    expect(searchClientProps(algolia.site).indexUrl).toBeNull();
    expect(algolia.site.search.latestIndexUrl).toBeNull();
  });
});

describe('the embedded client under InstantSearch', () => {
  const { settings } = searchClientProps(site);
  const latest: Record<string, Record<string, unknown>> = {};
  let renders = 0;
  let search: ReturnType<typeof instantsearch>;
  const capture = (name: string) => (state: unknown) => {
    latest[name] = state as Record<string, unknown>;
    renders++;
  };
  const settled = async () => {
    const before = renders;
    for (let i = 0; i < 400 && (renders === before || search.status !== 'idle'); i++)
      await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 20));
  };
  const hits = () => latest.hits!.items as Record<string, unknown>[];
  const results = () => latest.hits!.results as { nbHits: number };

  beforeAll(async () => {
    fetched.length = 0;
    const searchClient = createSearchClient(settings, { indexUrl, fetch: siteFetch() });
    expect(fetched).toEqual([]); // nothing loads until the first search
    search = instantsearch({ indexName: settings.indexName, searchClient });
    search.addWidgets([
      connectConfigure(capture('configure'))({
        searchParameters: { hitsPerPage: settings.hitsPerPage },
      }),
      connectHits(capture('hits'))({}),
      connectRefinementList(capture('model'))({
        attribute: 'model',
        limit: settings.refinementLimit,
      }),
      connectSortBy(capture('sortBy'))({
        items: settings.sortIndices.map((s) => ({ value: s.indexName, label: s.label })),
      }),
    ]);
    search.start();
    await settled();
  });
  afterAll(() => search.dispose());

  it('answers the first page from the fetched index', () => {
    expect(hits()).toHaveLength(settings.hitsPerPage);
    expect(results().nbHits).toBe(site.cars.length);
    const best = Math.max(...site.cars.map((c) => c.custom_rank));
    const first = site.cars.find((c) => String(c.id) === hits()[0]?.objectID);
    expect(first?.custom_rank).toBe(best); // the base index: custom_rank descending
  });

  it('refines, sorts and searches facet values without fetching the index again', async () => {
    const models = latest.model!.items as { value: string; count: number }[];
    const model = models[0]!;
    (latest.model!.refine as (v: string) => void)(model.value);
    await settled();
    expect(results().nbHits).toBe(model.count);
    expect(hits().every((h) => h.model === model.value)).toBe(true);

    (latest.sortBy!.refine as (v: string) => void)(
      settings.sortIndices.find((s) => s.id === 'price_asc')!.indexName,
    );
    await settled();
    const prices = hits()
      .map((h) => h.price as number)
      .filter((p) => p > 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    (latest.model!.searchForItems as (q: string) => void)(model.value.slice(0, 3));
    await settled();
    const found = latest.model!.items as { value: string }[];
    expect(found.map((f) => f.value)).toContain(model.value);

    expect(fetched).toEqual([indexUrl]);
  });
});

describe('loading the index', () => {
  const { settings } = searchClientProps(site);
  const request = [
    { indexName: settings.indexName, params: { hitsPerPage: 5, query: '', facets: ['make'] } },
  ];

  it('fetches once for concurrent first searches and once for warmUp', async () => {
    fetched.length = 0;
    const client = createSearchClient(settings, { indexUrl, fetch: siteFetch() });
    await Promise.all([client.warmUp(), client.search(request), client.search(request)]);
    await client.search(request);
    expect(fetched).toEqual([indexUrl]);
  });

  it('shares one download between the clients of a page (header search and search page)', async () => {
    fetched.length = 0;
    const pageFetch = siteFetch();
    const header = createSearchClient(settings, { indexUrl, fetch: pageFetch });
    const page = createSearchClient(settings, { indexUrl, fetch: pageFetch });
    await Promise.all([header.warmUp(), page.search(request)]);
    await header.search(request);
    expect(fetched).toEqual([indexUrl]);
  });

  it('retries after a failed download instead of remembering the failure', async () => {
    fetched.length = 0;
    const client = createSearchClient(settings, { indexUrl, fetch: siteFetch(1) });
    await expect(client.search(request)).rejects.toThrow('HTTP 503');
    const { results } = await client.search(request);
    expect((results[0] as { hits: unknown[] }).hits).toHaveLength(5);
    expect(fetched).toEqual([indexUrl, indexUrl]);
  });

  it('gives the browser the same first page the build renders in Node', async () => {
    const browser = createSearchClient(settings, { indexUrl, fetch: siteFetch() });
    const strip = (r: { results: unknown[] }) =>
      r.results.map((x) => ({ ...(x as object), processingTimeMS: 0 }));
    const built = await serverSearchClient(site).search(request);
    expect(strip(await browser.search(request))).toEqual(strip(built));
  });
});
