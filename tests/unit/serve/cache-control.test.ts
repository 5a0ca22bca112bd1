import { describe, expect, it } from 'vitest';
import { contentTypeFor, isCompressible } from '../../../src/server/serve/content-types.ts';
import { cacheControlFor } from '../../../src/server/serve/send-file.ts';

describe('cacheControlFor', () => {
  it('caches hashed Astro assets for a year, immutable', () => {
    expect(cacheControlFor('/_astro/index.Bx12.js', 'text/javascript', 200)).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('revalidates HTML and error responses', () => {
    expect(cacheControlFor('/finance', 'text/html; charset=utf-8', 200)).toBe('no-cache');
    expect(cacheControlFor('/_astro/missing.js', 'text/html; charset=utf-8', 404)).toBe('no-cache');
  });

  it('gives other files a short lifetime', () => {
    expect(cacheControlFor('/media/stock/a.svg', 'image/svg+xml', 200)).toBe(
      'public, max-age=3600',
    );
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['a.css', 'text/css; charset=utf-8'],
    ['a.js', 'text/javascript; charset=utf-8'],
    ['a.svg', 'image/svg+xml'],
    ['a.json', 'application/json; charset=utf-8'],
    ['sitemap.xml', 'application/xml; charset=utf-8'],
    ['robots.txt', 'text/plain; charset=utf-8'],
    ['a.webp', 'image/webp'],
    ['a.png', 'image/png'],
    ['a.JPG', 'image/jpeg'],
    ['a.woff2', 'font/woff2'],
    ['favicon.ico', 'image/x-icon'],
    ['site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['blob.bin', 'application/octet-stream'],
  ])('%s is %s', (file, type) => {
    expect(contentTypeFor(file)).toBe(type);
  });

  it('compresses text formats but not images or fonts', () => {
    expect(isCompressible(contentTypeFor('a.html'))).toBe(true);
    expect(isCompressible(contentTypeFor('a.svg'))).toBe(true);
    expect(isCompressible(contentTypeFor('a.webp'))).toBe(false);
    expect(isCompressible(contentTypeFor('a.woff2'))).toBe(false);
  });
});
