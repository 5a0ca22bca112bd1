/**
 * The file a page goes to (page-files.ts) is the one Astro's own static build picks: compared
 * with Astro's getOutFolder/getOutFile for the URL paths the sites have.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sitePageFile } from '../../../src/integrations/page-files.ts';

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

describe('sitePageFile against Astro', () => {
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
    const file = sitePageFile(decodeURIComponent(requestPath(pathname)));
    expect(path.join(fileURLToPath(outDir), file)).toBe(astrosFile(pathname));
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
