/**
 * The contract server-state.tsx stands on (src/adapters/instantsearch/initial-results.ts): after
 * a search, getInitialResults collects from a real InstantSearch instance on the embedded
 * engine, keyed by index id, the state searched, the raw results and the request params, in
 * request order; exactly what react-instantsearch's getServerState (the documented way, whose
 * value InstantSearchSSRProvider hydrates from) produces for the same widgets and state. An
 * instantsearch.js upgrade that renames, reshapes or drops any of it fails here.
 * (createElement rather than JSX: tests are .ts.)
 */
import instantsearch, {
  type InitialResults,
  type SearchClient,
  type UiState,
} from 'instantsearch.js';
import {
  connectConfigure,
  connectHits,
  connectRefinementList,
} from 'instantsearch.js/es/connectors/index.js';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import {
  Configure,
  getServerState,
  Hits,
  InstantSearch as ReactInstantSearch,
  RefinementList,
} from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import {
  getInitialResults,
  type RequestParams,
} from '../../../../src/adapters/instantsearch/initial-results.ts';
import { createEmbeddedSearchClient } from '../../../../src/lib/search/engine/client.ts';
import { buildSearchIndex } from '../../../../src/lib/search/engine/index-builder.ts';
import { fixtureCars } from '../../search/engine/fixture-cars.ts';

const INDEX = 'cars';
const HITS_PER_PAGE = 12;
const engine = createEmbeddedSearchClient(buildSearchIndex(fixtureCars(300, 'adapter-contract')));
const searchClient = engine as unknown as SearchClient;

/** What the engine answered and was asked, search by search. */
interface Exchange {
  params: RequestParams;
  results: unknown[];
}

/**
 * A headless instance with the widgets the React app below has, searched once for `uiState`;
 * resolves with its initial results and the exchange with the engine.
 */
async function searchedOnce(uiState: UiState[string]) {
  const exchanges: Exchange[] = [];
  const recording = {
    ...searchClient,
    search: (async (requests: { params?: unknown }[]) => {
      const answer = await searchClient.search(requests as never);
      exchanges.push({
        params: requests.map((r) => r.params) as RequestParams,
        results: answer.results,
      });
      return answer;
    }) as SearchClient['search'],
  };
  const search = instantsearch({
    indexName: INDEX,
    searchClient: recording,
    initialUiState: { [INDEX]: uiState },
  });
  const noRender = () => {};
  search.addWidgets([
    connectConfigure(noRender)({ searchParameters: { hitsPerPage: HITS_PER_PAGE } }),
    connectRefinementList(noRender)({ attribute: 'make' }),
    connectHits(noRender)({}),
  ]);
  const answered = new Promise<void>((resolve) =>
    search.on('render', () => {
      if (search.mainIndex.getResults()) resolve();
    }),
  );
  search.start();
  await answered;
  const last = exchanges.at(-1)!;
  const initialResults = getInitialResults(search.mainIndex, last.params);
  search.dispose();
  return { initialResults, last, searches: exchanges.length };
}

/** The same page the documented way: react-instantsearch renders the app and collects. */
async function serverState(uiState: UiState[string]): Promise<InitialResults> {
  const app = h(
    ReactInstantSearch,
    { searchClient, indexName: INDEX, initialUiState: { [INDEX]: uiState } },
    h(Configure, { hitsPerPage: HITS_PER_PAGE }),
    h(RefinementList, { attribute: 'make' }),
    h(Hits),
  );
  return (await getServerState(app, { renderToString })).initialResults;
}

/** As the page ships it: JSON, with the engine's timing (which varies run to run) zeroed. */
const json = (value: unknown) =>
  JSON.parse(JSON.stringify(value), (key, v: unknown) =>
    key === 'processingTimeMS' ? 0 : v,
  ) as unknown;

describe('getInitialResults on a real InstantSearch instance with the embedded engine', () => {
  it('collects the state, raw results and request params of the last search, per index', async () => {
    const { initialResults, last, searches } = await searchedOnce({});
    expect(searches).toBe(1);
    expect(Object.keys(initialResults)).toEqual([INDEX]);
    const entry = initialResults[INDEX]!;
    expect(entry.results).toEqual(last.results);
    expect(entry.requestParams).toEqual(last.params);
    expect(entry.state).toMatchObject({ index: INDEX, hitsPerPage: HITS_PER_PAGE });
    const [main] = entry.results as { hits: unknown[]; nbHits: number; facets?: object }[];
    expect(main?.hits).toHaveLength(HITS_PER_PAGE);
    expect(main?.nbHits).toBeGreaterThan(HITS_PER_PAGE);
    expect(main?.facets).toHaveProperty('make');
  });

  it('keeps one result and one request per query, in order, for a refined disjunctive facet', async () => {
    const { initialResults, last } = await searchedOnce({ refinementList: { make: ['Toyota'] } });
    const entry = initialResults[INDEX]!;
    expect(entry.results).toHaveLength(2); // the hits, then the make counts without the make filter
    expect(entry.results).toEqual(last.results);
    expect(entry.requestParams).toEqual(last.params);
    expect(entry.state?.disjunctiveFacetsRefinements).toEqual({ make: ['Toyota'] });
  });

  it.each([
    ['the unrefined page', {}],
    ['a refined page', { refinementList: { make: ['Mazda', 'Toyota'] }, page: 2 }],
  ])('gives what getServerState gives for %s', async (_, uiState) => {
    const { initialResults } = await searchedOnce(uiState);
    expect(json(initialResults)).toEqual(json(await serverState(uiState)));
  });

  it('refuses an instance that holds no results', () => {
    const search = instantsearch({ indexName: INDEX, searchClient });
    expect(() => getInitialResults(search.mainIndex, [{}])).toThrow(/does not have any results/);
  });
});
