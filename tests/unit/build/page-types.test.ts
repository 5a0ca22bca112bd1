import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROUTES,
  PAGE_KINDS,
  pageKind,
  pagePath,
  searchRole,
  type SiteRoutes,
} from '../../../src/server/build/bench/page-types.ts';

const garage: SiteRoutes = {
  searchPath: '/search/new-and-used-motorcycles/',
  savedCarsPath: '/my-garage',
  watchlistPath: '/my-watchlist',
};

describe('pagePath', () => {
  it('maps built files to the paths they are served at', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('finance/index.html')).toBe('/finance');
    expect(pagePath('search/toyota/rav4/index.html')).toBe('/search/toyota/rav4');
    expect(pagePath('404.html')).toBe('/404');
    expect(pagePath('google1234.html')).toBe('/google1234');
    expect(pagePath('pages/privacy-statement.html')).toBe('/pages/privacy-statement');
  });
});

describe('pageKind', () => {
  const kind = (file: string, routes = DEFAULT_ROUTES) => pageKind(file, routes);

  it('knows the home, 404, search and car pages', () => {
    expect(kind('index.html')).toBe('home');
    expect(kind('404.html')).toBe('not-found');
    expect(kind('search/index.html')).toBe('search');
    expect(kind('search/new-used-and-demo-cars/index.html')).toBe('search');
    expect(kind('search/toyota/rav4/index.html')).toBe('search');
    expect(kind('cars/2021-toyota-rav4-gx-12345/index.html')).toBe('car');
  });

  it('puts locations and per-location contact pages together', () => {
    expect(kind('locations/index.html')).toBe('location');
    expect(kind('locations/meridian-kia/index.html')).toBe('location');
    expect(kind('contact-us/meridian-kia/index.html')).toBe('location');
  });

  it('puts compare with the saved cars page, wherever the dealer put that', () => {
    expect(kind('compare/index.html')).toBe('saved');
    expect(kind('favourites/index.html')).toBe('saved');
    expect(kind('my-garage/index.html', garage)).toBe('saved');
    expect(kind('my-garage/index.html')).toBe('content');
    // In garage mode /favourites is no saved cars page: it lies in a reserved section.
    expect(kind('favourites/index.html', garage)).toBe('other');
  });

  it('puts the watchlist page there too, wherever the dealer put it', () => {
    expect(kind('my-watchlist/index.html', garage)).toBe('saved');
    expect(kind('my-watchlist/index.html')).toBe('content');
  });

  it('calls fixed pages, dealer pages, brands, models and /pages/* content', () => {
    for (const file of [
      'finance/index.html',
      'faqs/index.html',
      'contact/index.html',
      'jimny-xl/index.html',
      'meridian-protection-plan/index.html',
      'special-offers/index.html',
      'models/index.html',
      'models/suv/index.html',
      'brands/toyota/index.html',
      'pages/privacy-statement/index.html',
      'deep/extra/page/index.html',
    ]) {
      expect(kind(file), file).toBe('content');
    }
  });

  it('calls pages in other reserved sections, deeper car pages and stray files other', () => {
    expect(kind('finance-pre-approval/index.html')).toBe('other');
    expect(kind('sign-in/index.html')).toBe('other');
    expect(kind('cars/x/checkout/index.html')).toBe('other');
    expect(kind('cars/index.html')).toBe('other');
    expect(kind('google1234.html')).toBe('other');
  });

  it('has a label for every kind, each once', () => {
    expect(new Set(PAGE_KINDS.map(({ kind }) => kind)).size).toBe(PAGE_KINDS.length);
  });
});

describe('searchRole', () => {
  it('tells the search page from its /search alias and landing pages', () => {
    expect(searchRole('search/new-used-and-demo-cars/index.html', DEFAULT_ROUTES)).toBe('search');
    expect(searchRole('search/index.html', DEFAULT_ROUTES)).toBe('alias');
    expect(searchRole('search/new-cars/index.html', DEFAULT_ROUTES)).toBe('landing');
    expect(searchRole('search/new-and-used-motorcycles/index.html', garage)).toBe('search');
    expect(searchRole('finance/index.html', DEFAULT_ROUTES)).toBeNull();
  });

  it('treats /search as the search page when the dealer put it there', () => {
    const atSearch = { ...DEFAULT_ROUTES, searchPath: '/search' };
    expect(searchRole('search/index.html', atSearch)).toBe('search');
  });
});
