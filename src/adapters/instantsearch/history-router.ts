/**
 * instantsearch.js's history router, the one InstantSearch's documentation imports from
 * `instantsearch.js/es/lib/routers` (here its module file, which ES modules need spelled out),
 * behind the platform's own name. Browser code: imports nothing else from InstantSearch, so an
 * island bundles the router alone. Checked by tests/unit/adapters/instantsearch.
 */
import historyRouter from 'instantsearch.js/es/lib/routers/history.js';

export type HistoryRouterOptions<RouteState> = NonNullable<
  Parameters<typeof historyRouter<RouteState>>[0]
>;
export type HistoryRouter<RouteState> = ReturnType<typeof historyRouter<RouteState>>;

/** A router keeping InstantSearch's route state in the page's URL (history.pushState). */
export function createHistoryRouter<RouteState>(
  options: HistoryRouterOptions<RouteState>,
): HistoryRouter<RouteState> {
  return historyRouter<RouteState>(options);
}
