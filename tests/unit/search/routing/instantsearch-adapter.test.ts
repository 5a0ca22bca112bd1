import { history } from 'instantsearch.js/es/lib/routers/index.js';
import { singleIndex } from 'instantsearch.js/es/lib/stateMappings/index.js';
import type { StateMapping, UiState } from 'instantsearch.js';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { searchHistoryFunctions, searchStateMapping, type LocationLike, type SearchState } from '../../../../src/lib/search/routing/index.ts';
import { plain } from './contexts.ts';

const at = (pathname: string, search = '', hash = ''): LocationLike => ({ protocol: 'https:', hostname: 'kestrel.example', port: '', pathname, search, hash });
const { createURL, parseURL } = searchHistoryFunctions(plain);

describe('searchHistoryFunctions', () => {
  it.each([
    ['moves a single make into the path', at('/search/new-used-and-demo-cars'), { refinementList: { make: ['Toyota'] } }, 'https://kestrel.example/search/toyota'],
    ['drops the page when the path changes', at('/search/new-used-and-demo-cars', '?page=3'), { refinementList: { make: ['Toyota'] }, page: 3 }, 'https://kestrel.example/search/toyota'],
    ['keeps the page on the same path', at('/search/toyota'), { refinementList: { make: ['Toyota'] }, page: 3 }, 'https://kestrel.example/search/toyota?page=3'],
    ['keeps port and hash', { ...at('/search/suv', '', '#results'), port: '4321', protocol: 'http:' }, { query: 'awd' }, 'http://kestrel.example:4321/search/new-used-and-demo-cars?query=awd#results'],
  ] as [string, LocationLike, SearchState, string][])('createURL %s', (_, location, routeState, url) => {
    expect(createURL({ qsModule: qs, routeState, location })).toBe(url);
  });

  it('parseURL reads path and query', () => {
    expect(parseURL({ qsModule: qs, location: at('/search/toyota/rav4', '?query=gx&page=2') })).toEqual({
      query: 'gx',
      refinementList: { make: ['Toyota'], model: ['RAV4'] },
      page: 2,
    });
    expect(parseURL({ qsModule: qs, location: at('/search/nowhere', '?refinementList[make') })).toEqual({});
  });

  it("plugs into instantsearch's history router", () => {
    let location = at('/search/brisbane', '?query=ute');
    const router = history<SearchState>({ createURL, parseURL, getLocation: () => location as Location, cleanUrlOnDispose: false });
    expect(router.read()).toEqual({ query: 'ute', refinementList: { city: ['Brisbane'] } });
    expect(router.createURL({ refinementList: { city: ['Brisbane'], make: ['Mazda'] } })).toBe('https://kestrel.example/search/brisbane/mazda');
    location = at('/search/toyota');
    expect(router.createURL({ refinementList: { simple_fuel: ['Hybrid'] } })).toBe(
      'https://kestrel.example/search/new-used-and-demo-cars?refinementList%5Bsimple_fuel%5D%5B0%5D=Hybrid',
    );
    router.dispose();
  });
});

describe('searchStateMapping', () => {
  // Typed as InstantSearch's own StateMapping: the compiler checks it plugs into `routing`.
  const mapping: StateMapping<UiState, SearchState> = searchStateMapping('Car_production');

  it('is the identity on the route state, like singleIndex', () => {
    const route: SearchState = { query: 'rav4', refinementList: { make: ['Toyota'] }, range: { price: '1000:2000' }, page: 2 };
    expect(mapping.routeToState(route)).toEqual({ Car_production: route });
    expect(mapping.stateToRoute(mapping.routeToState(route))).toEqual(route);
    expect(mapping.routeToState(route)).toEqual(singleIndex('Car_production').routeToState(route));
  });

  it('keeps only what the URL carries', () => {
    const uiState = {
      Car_production: { query: '', configure: { hitsPerPage: 21 }, refinementList: { make: [] }, toggle: { certified: true }, page: 1, sortBy: 'x' },
      other_index: { query: 'ignored' },
    };
    expect(mapping.stateToRoute(uiState)).toEqual({ sortBy: 'x' });
    expect(mapping.stateToRoute({})).toEqual({});
  });
});
