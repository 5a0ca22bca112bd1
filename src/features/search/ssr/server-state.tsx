/**
 * The first page of results for each search page, found at build time by the island itself
 * running in Node against the embedded engine (the same engine and index file the browser
 * loads, configured filters included). The page hands them to the island as `serverState`,
 * so the HTML and the hydrated island render from identical results.
 *
 * react-instantsearch's getServerState() renders the whole island to learn its widgets, for
 * every page. A dealer has hundreds of landing pages with the same widgets, so the island is
 * rendered once per build instead and its InstantSearch instance kept: each page then only
 * sets the page's search state, searches, and collects the results the way getServerState
 * does (instantsearch.js's getInitialResults). freshServerState() is the getServerState way,
 * kept as the reference the tests compare against.
 */
import type { InstantSearch, SearchClient, UiState } from 'instantsearch.js';
import { quietInstance, searchInstance } from '../../../adapters/instantsearch/kept-instance.ts';
import { renderToString } from 'react-dom/server';
import {
  getServerState,
  InstantSearchServerContext,
  type InstantSearchServerState,
} from 'react-instantsearch';
import { shippedResults } from '../../../lib/search/page/trim-results.ts';
import {
  createSearchRouteContext,
  searchStateMapping,
  urlToState,
} from '../../../lib/search/routing/index.ts';
import { serverSearchClient } from '../../../lib/search/client/server-client.ts';
import type { Site } from '../../../lib/site/site.ts';
import SearchApp from '../page/SearchApp.tsx';
import type { SearchAppProps } from '../page/types.ts';

export type IslandProps = Omit<
  SearchAppProps,
  'serverState' | 'searchClient' | 'collectOnly' | 'pathname'
>;

/** What the page ships: lightened (shippedResults). */
function shipped(state: InstantSearchServerState, props: IslandProps): InstantSearchServerState {
  const numeric = props.groups.flatMap((g) =>
    g.kind === 'price' || g.kind === 'range' ? [g.attribute] : [],
  );
  return shippedResults(state, numeric);
}

/** One island instance per site and build, searched page after page. */
class ServerStates {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly search: InstantSearch;
  private readonly client: SearchClient;
  private readonly toUiState: (pathname: string) => UiState;
  private readonly props: IslandProps;

  constructor(site: Site, props: IslandProps) {
    this.props = props;
    this.client = serverSearchClient(site) as unknown as SearchClient;
    const ctx = createSearchRouteContext(props.routeInput);
    const mapping = searchStateMapping(props.client.settings.indexName);
    this.toUiState = (pathname) => mapping.routeToState(urlToState(pathname, '', ctx));
    let found: InstantSearch | null = null;
    renderToString(
      <InstantSearchServerContext.Provider
        value={{ notifyServer: ({ search }) => (found = search) }}
      >
        <SearchApp {...props} pathname={ctx.searchPath} searchClient={this.client} collectOnly />
      </InstantSearchServerContext.Provider>,
    );
    if (!found) throw new Error('The search island did not start InstantSearch');
    this.search = found;
    quietInstance(found);
  }

  /** One page at a time: the instance holds one search state. */
  stateFor(pathname: string): Promise<InstantSearchServerState> {
    const next = this.queue.then(() => this.searchPage(pathname));
    this.queue = next.catch(() => {});
    return next;
  }

  private async searchPage(pathname: string): Promise<InstantSearchServerState> {
    const initialResults = await searchInstance(this.search, this.client, this.toUiState(pathname));
    return shipped({ initialResults }, this.props);
  }
}

const sources = new WeakMap<Site, ServerStates>();

/** The serverState of the search page at `pathname` (props are the site's shared island props). */
export function serverStateFor(
  site: Site,
  props: IslandProps,
  pathname: string,
): Promise<InstantSearchServerState> {
  let source = sources.get(site);
  if (!source) {
    source = new ServerStates(site, props);
    sources.set(site, source);
  }
  return source.stateFor(pathname);
}

/** The same, the getServerState way: a fresh island rendered for the page. */
export async function freshServerState(
  site: Site,
  props: IslandProps,
  pathname: string,
): Promise<InstantSearchServerState> {
  const searchClient = serverSearchClient(site) as unknown as SearchClient;
  const state = await getServerState(
    <SearchApp {...props} pathname={pathname} searchClient={searchClient} collectOnly />,
    { renderToString },
  );
  return shipped(state, props);
}
