import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDealer, type Dealer } from '../../../src/lib/config/index.ts';
import { siteRouteProblems } from '../../../src/lib/site/route-problems.ts';

const TODAY = '2026-11-25';
const sample = (slug: string): Dealer =>
  parseDealer(JSON.parse(readFileSync(`dealers/${slug}/dealer.json`, 'utf8')), slug);

describe('siteRouteProblems', () => {
  it('finds nothing wrong with the sample dealers', () => {
    for (const slug of [
      'kestrel-bay-subaru',
      'meridian-motor-group',
      'totara-motors',
      'ironbark-motorcycles',
    ]) {
      expect(siteRouteProblems(sample(slug), TODAY), slug).toEqual([]);
    }
  });

  it('names a data page on a fixed page’s path', () => {
    const dealer = sample('meridian-motor-group');
    const pages = dealer.pages.map((page, i) => (i === 0 ? { ...page, path: '/faqs' } : page));
    expect(siteRouteProblems({ ...dealer, pages }, TODAY)).toEqual([
      'pages[0].path: "/faqs" is already a page of the site',
    ]);
  });

  it('names a garage path another page owns', () => {
    const dealer = sample('meridian-motor-group');
    const config = {
      ...dealer.config,
      saved_cars: { mode: 'garage' as const, path: '/compare', label: 'myGarage' },
    };
    expect(siteRouteProblems({ ...dealer, config }, TODAY)).toEqual([
      expect.stringMatching(
        /^config\.saved_cars\.path: "\/compare" is already another page's path/,
      ),
    ]);
  });

  it('names a watchlist path another page owns, and only when the watchlist is on', () => {
    const dealer = sample('totara-motors');
    const withWatchlist = (enabled: boolean, path: string) =>
      siteRouteProblems(
        { ...dealer, config: { ...dealer.config, watchlist: { enabled, path } } },
        TODAY,
      );
    expect(withWatchlist(true, '/favourites')).toEqual([
      expect.stringMatching(
        /^config\.watchlist\.path: "\/favourites" is already another page's path/,
      ),
    ]);
    expect(withWatchlist(true, '/my-watchlist')).toEqual([]);
    expect(withWatchlist(false, '/favourites')).toEqual([]);
  });

  it('accepts /search and paths under it, and refuses any other search path', () => {
    const dealer = sample('totara-motors');
    const withPath = (path: string) =>
      siteRouteProblems({ ...dealer, search: { ...dealer.search, path } }, TODAY);
    expect(withPath('/search')).toEqual([]);
    expect(withPath('/search/all-cars')).toEqual([]);
    expect(withPath('/Search/All-Cars/')).toEqual([]);
    expect(withPath('/stock')).toEqual([
      'search.path: "/stock" must be /search or a path under /search/ (the search route serves only those)',
    ]);
    expect(withPath('/searching')).toHaveLength(1);
  });
});
