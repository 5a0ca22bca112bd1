import { describe, expect, it } from 'vitest';
import { headersFor, type HeaderRule } from '../../../src/lib/hosting/headers-file.ts';
import {
  IMMUTABLE,
  REVALIDATE,
  siteHeaderRules,
  type SiteHeadersInput,
} from '../../../src/lib/hosting/site-headers.ts';

const files = [
  '404.html',
  'index.html',
  'robots.txt',
  'sitemap.xml',
  '_astro/SiteLayout.C4IuuVzQ.css',
  '_astro/client.XI9U0KhD.js',
  'cars/2027-kawasaki-z900/index.html',
  'cars/2027-kawasaki-z900/print.json',
  'contact/index.html',
  'contact-us/midland/index.html',
  'finance/index.html',
  'media/logo.svg',
  'search/index.html',
  'search/index.b31cb7b01da5d061.json',
  'search/kawasaki/index.html',
  'search/kawasaki/z900/index.html',
  'search/used-motorcycles/index.html',
];
const input: SiteHeadersInput = {
  contentSecurityPolicy: "default-src 'self'",
  permissionsPolicy: 'camera=()',
  files,
  isImmutable: (file) =>
    file.startsWith('_astro/') || file === 'search/index.b31cb7b01da5d061.json',
};
const rules = siteHeaderRules(input);

/** Every path the site answers on: each file, and each page's URL with and without the slash. */
function servedPaths(list: readonly string[]): string[] {
  return list.flatMap((file) => {
    const page = /^(.*)\/?index\.html$/.exec(file);
    if (!page) return [`/${file}`];
    const dir = page[1]?.replace(/\/$/, '') ?? '';
    return dir ? [`/${file}`, `/${dir}`, `/${dir}/`] : ['/', `/${file}`];
  });
}

/** How many rules set `name` for `pathname`. */
function settersOf(list: readonly HeaderRule[], pathname: string, name: string): number {
  return list.filter(
    (rule) =>
      headersFor([rule], pathname)[name] !== undefined &&
      rule.headers.some((line) => line.name === name),
  ).length;
}

describe('siteHeaderRules', () => {
  it('sends the security headers on every path, from one rule', () => {
    expect(rules[0]).toEqual({
      pattern: '/*',
      headers: [
        { name: 'Content-Security-Policy', value: "default-src 'self'" },
        { name: 'Permissions-Policy', value: 'camera=()' },
        { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { name: 'X-Content-Type-Options', value: 'nosniff' },
      ],
    });
    for (const pathname of [...servedPaths(files), '/no-such-page', '/cars/gone/']) {
      expect(headersFor(rules, pathname)['Content-Security-Policy']).toBe("default-src 'self'");
    }
  });

  it('caches content-hashed files for a year and revalidates everything else', () => {
    for (const pathname of servedPaths(files)) {
      const hashed =
        pathname.startsWith('/_astro/') ||
        (pathname.endsWith('.json') && pathname.startsWith('/search/index.'));
      expect(headersFor(rules, pathname)['Cache-Control'], pathname).toBe(
        hashed ? IMMUTABLE : REVALIDATE,
      );
    }
  });

  it('never lets two rules set Cache-Control for one path (hosts merge them differently)', () => {
    for (const pathname of [...servedPaths(files), '/search/honda', '/search/honda/x', '/nope']) {
      expect(settersOf(rules, pathname, 'Cache-Control'), pathname).toBeLessThanOrEqual(1);
      expect(settersOf(rules, pathname, 'Content-Security-Policy'), pathname).toBe(1);
    }
  });

  it('covers a folder with one splat when all of it caches alike', () => {
    const patterns = rules.map((rule) => rule.pattern);
    expect(patterns).toEqual([
      '/*',
      '/',
      '/:entry',
      '/_astro/*',
      '/cars/*',
      '/contact/*',
      '/contact-us/*',
      '/finance/*',
      '/media/*',
      '/search/',
      '/search/index.b31cb7b01da5d061.json',
      '/search/index.html',
      '/search/kawasaki',
      '/search/used-motorcycles',
      '/search/:entry/*',
    ]);
  });

  it('revalidates the search index file when its name carries no hash', () => {
    const unhashed = siteHeaderRules({
      ...input,
      files: ['index.html', 'search/index.json', 'search/used/index.html', '_astro/a.js'],
      isImmutable: (file) => file.startsWith('_astro/'),
    });
    expect(headersFor(unhashed, '/search/index.json')['Cache-Control']).toBe(REVALIDATE);
    expect(unhashed.map((rule) => rule.pattern)).toContain('/search/*');
  });

  it('gives a site without hashed files a single cache rule', () => {
    const flat = siteHeaderRules({
      ...input,
      files: ['index.html', 'a/index.html'],
      isImmutable: () => false,
    });
    expect(flat.slice(1)).toEqual([
      { pattern: '/*', headers: [{ name: 'Cache-Control', value: REVALIDATE }] },
    ]);
  });
});
