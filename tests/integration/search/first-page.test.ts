/**
 * The first results page rendered at build time in Node by the embedded engine, then hydrated
 * in the browser from the page's server state: same markup, and the index file is not
 * downloaded until the shopper searches. (createElement rather than JSX: tests are .ts.)
 */
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  Configure,
  getServerState,
  Hits,
  InstantSearch,
  InstantSearchSSRProvider,
  RefinementList,
  useHits,
} from 'react-instantsearch';
import type { InstantSearchServerState } from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import { createSearchClient } from '../../../src/features/search/client/create-search-client.ts';
import { searchClientProps } from '../../../src/lib/search/client/island-props.ts';
import { serverSearchClient } from '../../../src/lib/search/client/server-client.ts';
import { sampleSite } from './dealers.ts';

const site = sampleSite('kestrel-bay-subaru', { filters: ['sold:false'] });
const { settings, indexUrl } = searchClientProps(site);

function Total(): ReactNode {
  const { results } = useHits();
  return h('p', null, `${results?.nbHits ?? 0} cars`);
}

function Search(props: { client: unknown; serverState?: InstantSearchServerState }): ReactNode {
  const app = h(
    InstantSearch,
    { searchClient: props.client as never, indexName: settings.indexName },
    h(Configure, { hitsPerPage: settings.hitsPerPage }),
    h(Total),
    h(RefinementList, { attribute: 'car_type' }),
    h(Hits, {
      hitComponent: ({ hit }: { hit: Record<string, unknown> }) =>
        h('span', null, String(hit.name)),
    }),
  );
  return props.serverState ? h(InstantSearchSSRProvider, props.serverState, app) : app;
}

describe('the first results page', () => {
  it('is rendered at build time, and hydrates in the browser without fetching the index', async () => {
    const server = serverSearchClient(site);
    const serverState = await getServerState(h(Search, { client: server }), { renderToString });
    const built = renderToString(h(Search, { client: server, serverState }));
    const unsold = site.cars.filter((c) => !c.sold).length;
    expect(built).toContain(`${unsold} cars`);
    expect(built.match(/<span>/g)).toHaveLength(settings.hitsPerPage);

    let downloads = 0;
    const browser = createSearchClient(settings, {
      indexUrl,
      fetch: (async () => {
        downloads++;
        return new Response('{}');
      }) as unknown as typeof fetch,
    });
    expect(renderToString(h(Search, { client: browser, serverState }))).toBe(built);
    expect(downloads).toBe(0);
  });
});
