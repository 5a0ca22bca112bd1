/**
 * The contract the search page's routing stands on (src/adapters/instantsearch/history-router.ts):
 * the history router reads and writes URLs only through the functions it is given, and builds
 * in Node (where the page's HTML is rendered, with no window) from a location it is handed.
 */
import { describe, expect, it } from 'vitest';
import { createHistoryRouter } from '../../../../src/adapters/instantsearch/history-router.ts';

interface RouteState {
  make?: string;
}

const location = {
  protocol: 'http:',
  hostname: 'localhost',
  port: '',
  pathname: '/used-cars/toyota',
  search: '',
  hash: '',
} as Location;

function router() {
  const calls: { parse: unknown[]; create: unknown[] } = { parse: [], create: [] };
  const created = createHistoryRouter<RouteState>({
    cleanUrlOnDispose: false,
    getLocation: () => location,
    parseURL: (args) => {
      calls.parse.push(args);
      return { make: args.location.pathname.split('/').at(-1) ?? '' };
    },
    createURL: (args) => {
      calls.create.push(args);
      return `/used-cars/${args.routeState.make ?? ''}`;
    },
    windowTitle: (state) => `${state.make ?? 'All'} cars`,
  });
  return { created, calls };
}

describe('the history router, built in Node', () => {
  it('is InstantSearch’s browser router', () => {
    expect(router().created.$$type).toBe('ais.browser');
  });

  it('reads the route state through parseURL, from the location it is given', () => {
    const { created, calls } = router();
    expect(created.read()).toEqual({ make: 'toyota' });
    expect(calls.parse).toEqual([{ qsModule: expect.anything(), location }]);
  });

  it('makes URLs through createURL, handing it the route state and the location', () => {
    const { created, calls } = router();
    expect(created.createURL({ make: 'mazda' })).toBe('/used-cars/mazda');
    expect(calls.create).toEqual([
      { qsModule: expect.anything(), routeState: { make: 'mazda' }, location },
    ]);
  });
});
