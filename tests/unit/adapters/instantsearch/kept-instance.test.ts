/**
 * The contract of src/adapters/instantsearch/kept-instance.ts: an island's InstantSearch
 * instance, rendered once on the server, quieted and searched page after page, gives every
 * page what react-instantsearch's getServerState gives a fresh island rendered for that page.
 * An instantsearch.js upgrade that moves the helper, its events or the render scheduling this
 * relies on fails here. (createElement rather than JSX: tests are .ts.)
 */
import type { InstantSearch, SearchClient, UiState } from 'instantsearch.js';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import {
  Configure,
  getServerState,
  Hits,
  InstantSearch as ReactInstantSearch,
  InstantSearchServerContext,
  RangeInput,
  RefinementList,
} from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import {
  quietInstance,
  searchInstance,
} from '../../../../src/adapters/instantsearch/kept-instance.ts';
import { createEmbeddedSearchClient } from '../../../../src/lib/search/engine/client.ts';
import { buildSearchIndex } from '../../../../src/lib/search/engine/index-builder.ts';
import { fixtureCars } from '../../search/engine/fixture-cars.ts';

const INDEX = 'cars';
const searchClient = createEmbeddedSearchClient(
  buildSearchIndex(fixtureCars(300, 'kept-instance-contract')),
) as unknown as SearchClient;

const app = (initialUiState?: UiState) =>
  h(
    ReactInstantSearch,
    { searchClient, indexName: INDEX, ...(initialUiState ? { initialUiState } : {}) },
    h(Configure, { hitsPerPage: 12 }),
    h(RefinementList, { attribute: 'make' }),
    h(RefinementList, { attribute: 'simple_body' }),
    h(RangeInput, { attribute: 'price' }),
    h(Hits),
  );

/** The island's instance, as the build keeps it: rendered once, never mounted. */
function keptInstance(): InstantSearch {
  let found: InstantSearch | null = null;
  renderToString(
    h(
      InstantSearchServerContext.Provider,
      { value: { notifyServer: ({ search }: { search: InstantSearch }) => (found = search) } },
      app(),
    ),
  );
  if (!found) throw new Error('The island did not start InstantSearch');
  quietInstance(found);
  return found;
}

/** As the page ships it: JSON, with the engine's timing (which varies run to run) zeroed. */
const json = (value: unknown) =>
  JSON.parse(JSON.stringify(value), (key, v: unknown) =>
    key === 'processingTimeMS' ? 0 : v,
  ) as unknown;

const pages: UiState[string][] = [
  {},
  { refinementList: { make: ['Toyota'] } },
  { refinementList: { make: ['Mazda', 'Toyota'], simple_body: ['SUV'] }, page: 2 },
  { range: { price: '20000:40000' } },
  { query: 'cx5' },
  {},
];

describe('an InstantSearch instance kept and searched page after page', () => {
  it('gives every page what getServerState gives a fresh island', async () => {
    const search = keptInstance();
    for (const page of pages) {
      const uiState = { [INDEX]: page };
      const kept = await searchInstance(search, searchClient, uiState);
      const fresh = await getServerState(app(uiState), { renderToString });
      expect(json(kept), JSON.stringify(page)).toEqual(json(fresh.initialResults));
    }
  });

  it('reports a failed search as the search’s error', async () => {
    const search = keptInstance();
    const failing = {
      ...searchClient,
      search: () => Promise.reject(new Error('index unavailable')),
    } as unknown as SearchClient;
    await expect(searchInstance(search, failing, { [INDEX]: { query: 'x' } })).rejects.toThrow(
      'index unavailable',
    );
    // …and the instance goes on answering the next page.
    const next = await searchInstance(search, searchClient, { [INDEX]: {} });
    expect(next[INDEX]?.results?.[0]?.nbHits).toBeGreaterThan(0);
  });
});
