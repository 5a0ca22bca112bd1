/**
 * An InstantSearch instance kept by the build and searched page after page, as
 * src/features/search/ssr/server-state.tsx does instead of rendering a fresh island per page.
 * Reaches into the instance's undocumented internals (its main and derived helpers, its render
 * scheduling), so it lives here with getInitialResults; tests/unit/adapters/instantsearch
 * checks that every page searched this way gets what getServerState gives a fresh island.
 */
import type { InitialResults, InstantSearch, SearchClient, UiState } from 'instantsearch.js';
import { getInitialResults, type RequestParams } from './initial-results.ts';

/** The internals touched below, as instantsearch.js 4 has them. */
interface Internals {
  _resetScheduleSearch?: () => void;
  scheduleRender: (() => void) & { cancel(): void };
  scheduleStalledRender: () => void;
  onInternalStateChange: () => void;
}

/**
 * Readies an instance started for server rendering to be searched page after page: searches
 * allowed (started "with results" in server mode, InstantSearch holds them until told), and no
 * re-render of the widgets after each search: nobody sees it, and it costs as much as the search.
 */
export function quietInstance(search: InstantSearch): void {
  const internals = search as unknown as Internals;
  internals._resetScheduleSearch?.();
  internals.scheduleRender = Object.assign(() => {}, { cancel: () => {} });
  internals.scheduleStalledRender = () => {};
  internals.onInternalStateChange = () => {};
}

type Queries = { params?: unknown }[];

/**
 * Sets the instance's UI state, lets it search through `client`, and resolves with the
 * initial results getServerState would collect for that state. One search at a time per
 * instance: the instance holds one search state.
 */
export function searchInstance(
  search: InstantSearch,
  client: SearchClient,
  uiState: UiState,
): Promise<InitialResults> {
  const helper = search.mainHelper;
  const derived = helper?.derivedHelpers[0];
  if (!helper || !derived) {
    return Promise.reject(new Error('The InstantSearch instance has not started'));
  }
  let requestParams: RequestParams = [];
  helper.setClient({
    ...client,
    search: ((queries: Queries) => {
      requestParams = queries.map((q) => q.params) as RequestParams;
      return client.search(queries as Parameters<SearchClient['search']>[0]);
    }) as SearchClient['search'],
  });
  return new Promise<InitialResults>((resolve, reject) => {
    // A failed search is reported on the main helper, which InstantSearch re-emits on the
    // instance (throwing when nobody listens there), not on the derived helper; listen where
    // getServerState does.
    const done = () => {
      derived.removeListener('result', onResult);
      derived.removeListener('error', onError);
      helper.removeListener('error', onError);
      search.removeListener('error', onError);
    };
    const onResult = () => {
      done();
      try {
        resolve(getInitialResults(search.mainIndex, requestParams));
      } catch (error) {
        reject(asError(error));
      }
    };
    const onError = (event: unknown) => {
      done();
      reject(asError(event));
    };
    derived.on('result', onResult);
    derived.on('error', onError);
    helper.on('error', onError);
    search.on('error', onError);
    search.setUiState(uiState);
  });
}

/** The error in an InstantSearch or helper error event (`{ error }`), or the value itself. */
function asError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (value && typeof value === 'object' && 'error' in value) return asError(value.error);
  return new Error(String(value));
}
