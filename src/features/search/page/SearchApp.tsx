/**
 * The search island: InstantSearch over the dealer's index (embedded engine or Algolia) with
 * the URL rules of src/lib/search/routing. Server-rendered at build time with the first page
 * of results (serverState), then hydrated from the very same results, so the page does not
 * change when the script arrives.
 */
import { useState } from 'react';
import { InstantSearch, InstantSearchSSRProvider } from 'react-instantsearch';
import { createSearchRouteContext } from '../../../lib/search/routing/route-context.ts';
import { createSearchClient, type ForecourtSearchClient } from '../client/create-search-client.ts';
import SearchPage from './SearchPage.tsx';
import { searchRouting } from './routing.ts';
import type { SearchAppProps } from './types.ts';

const FUTURE = { preserveSharedStateOnUnmount: true } as const;

export default function SearchApp(props: SearchAppProps) {
  const { client, routeInput, pathname, siteName, serverState } = props;
  // Made once per island: InstantSearch cannot swap its router, and a new client would re-search.
  const [setup] = useState(() => {
    const ctx = createSearchRouteContext(routeInput);
    const searchClient =
      props.searchClient ?? createSearchClient(client.settings, { indexUrl: client.indexUrl });
    const routing = searchRouting(ctx, client.settings.indexName, pathname, siteName);
    const warmUp = () => {
      // A failed load is retried by the next search, which reports the error.
      (searchClient as Partial<ForecourtSearchClient>).warmUp?.().catch(() => {});
    };
    return { ctx, searchClient, routing, warmUp };
  });

  const app = (
    <InstantSearch
      searchClient={setup.searchClient}
      indexName={client.settings.indexName}
      routing={setup.routing.routing}
      future={FUTURE}
      insights={false}
    >
      <SearchPage
        {...props}
        ctx={setup.ctx}
        onLive={setup.routing.hydrated}
        warmUp={setup.warmUp}
      />
    </InstantSearch>
  );
  return serverState ? (
    <InstantSearchSSRProvider {...serverState}>{app}</InstantSearchSSRProvider>
  ) : (
    app
  );
}
