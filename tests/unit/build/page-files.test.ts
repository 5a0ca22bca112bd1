/**
 * The file a rendered page goes to (page-files.ts) is the one Astro's own static build picks:
 * compared with Astro's getOutFolder/getOutFile for the URL paths the sites have, and the
 * check the build runs at the end of rendering names any page Astro did not write.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageFile, sitePageFile, unwrittenPages } from '../../../src/integrations/page-files.ts';

// Not in Astro's package exports: loaded by its file, to compare against the pinned version.
const astroCommon = pathToFileURL(
  path.resolve('node_modules/astro/dist/core/build/common.js'),
).href;
const { getOutFolder, getOutFile } = (await import(astroCommon)) as {
  getOutFolder: (settings: unknown, pathname: string, route: unknown) => URL;
  getOutFile: (format: string, folder: URL, pathname: string, route: unknown) => URL;
};

const outDir = pathToFileURL('/sites/.building-kestrel/');

function astrosFile(pathname: string): string {
  const settings = { buildOutput: 'static', config: { outDir, build: { format: 'directory' } } };
  const route = { type: 'page', isIndex: pathname === '/' };
  const encoded = encodeURI(pathname);
  const folder = getOutFolder(settings, encoded, route);
  return fileURLToPath(getOutFile('directory', folder, encoded, route));
}

/** The URL path Astro's build asks a page for (trailing slash, as in the sites' build). */
function requestPath(pathname: string): string {
  return new URL(pathname === '/' ? '/' : `${pathname}/`, 'http://localhost').pathname;
}

describe('pageFile', () => {
  it.each([
    '/',
    '/cars/2012-mazda-cx-5-gt-sp-u44997',
    '/cars/2012-mazda-cx-5-gt-sp-u44997/checkout',
    '/search/used/toyota/hilux',
    '/locations/erina',
    '/404',
    '/500',
    '/search/café au lait',
    '/search/a:b',
  ])('puts %s where Astro writes it', (pathname) => {
    expect(pageFile(outDir, requestPath(pathname))).toBe(astrosFile(pathname));
  });

  it('takes a path with or without its trailing slash', () => {
    expect(pageFile(outDir, '/finance')).toBe(pageFile(outDir, '/finance/'));
    expect(pageFile(outDir, '/finance')).toBe('/sites/.building-kestrel/finance/index.html');
  });
});

describe('sitePageFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/cars/x', 'cars/x/index.html'],
    ['/cars/x/', 'cars/x/index.html'],
    ['/cars/x/checkout', 'cars/x/checkout/index.html'],
    ['/404', '404.html'],
    ['/500/', '500.html'],
    ['/search/404', 'search/404/index.html'],
  ])('names %s as %s', (sitePath, file) => {
    expect(sitePageFile(sitePath)).toBe(file);
  });
});

describe('unwrittenPages', () => {
  const routes = [
    { distURL: [new URL('cars/a/index.html', outDir), new URL('cars/b/index.html', outDir)] },
    { distURL: [new URL('404.html', outDir)] },
    {},
  ];

  it('finds every named file among the files Astro wrote', () => {
    const files = ['cars/a/index.html', 'cars/b/index.html', '404.html'].map((file) =>
      fileURLToPath(new URL(file, outDir)),
    );
    expect(unwrittenPages(files, routes)).toEqual([]);
  });

  it('names the files Astro did not write', () => {
    const stray = fileURLToPath(new URL('cars/a.html', outDir));
    expect(unwrittenPages([fileURLToPath(new URL('404.html', outDir)), stray], routes)).toEqual([
      stray,
    ]);
  });
});
