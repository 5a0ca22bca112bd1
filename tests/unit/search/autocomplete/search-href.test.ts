import { describe, expect, it } from 'vitest';
import { querySearchHref } from '../../../../src/lib/search/autocomplete/index.ts';
import { stateToHref, urlToState } from '../../../../src/lib/search/routing/index.ts';
import { group, moto, plain } from '../routing/contexts.ts';

const split = (href: string) => {
  const at = href.indexOf('?');
  return at < 0
    ? { pathname: href, search: '' }
    : { pathname: href.slice(0, at), search: href.slice(at) };
};

describe('querySearchHref', () => {
  it('puts the query in the search path’s query string, as the search router writes it', () => {
    expect(querySearchHref('/search/new-used-and-demo-cars', 'subaru forester')).toBe(
      '/search/new-used-and-demo-cars?query=subaru%20forester',
    );
    expect(querySearchHref('/search/new-used-and-demo-cars', "o'brien (used)")).toBe(
      '/search/new-used-and-demo-cars?query=o%27brien%20%28used%29',
    );
  });

  it('matches the router for every kind of dealer, and reads back as the query typed', () => {
    for (const route of [plain, group, moto]) {
      for (const query of ['Toyota', 'cx-5 maxx', 'used', 'pre-owned cars', '4x4 & ute', 'Škoda']) {
        const href = querySearchHref(route.searchPath, `  ${query} `);
        expect(href).toBe(stateToHref({ query }, route));
        const { pathname, search } = split(href);
        expect(urlToState(pathname, search, route)).toEqual({ query });
      }
    }
  });

  it('gives the bare search path for an empty query (the form’s action)', () => {
    expect(querySearchHref('/Search/Stock/', '   ')).toBe('/search/stock');
  });
});
