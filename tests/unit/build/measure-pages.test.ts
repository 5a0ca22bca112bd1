import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  brotliSize,
  listBuiltDealers,
  listHtmlFiles,
  mapLimit,
  measureSite,
  readSiteRoutes,
} from '../../../src/server/build/bench/measure-pages.ts';
import { DEFAULT_ROUTES } from '../../../src/server/build/bench/page-types.ts';
import { resolveDealersDir } from '../../../src/server/build/paths.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'forecourt-pages-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function put(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

const q11 = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

describe('brotliSize', () => {
  it('matches brotliCompressSync at quality 11 for text and bytes', async () => {
    const text = 'import{a}from"./a.js";'.repeat(200) + 'console.log("end")';
    expect(await brotliSize(text)).toBe(q11(text));
    expect(await brotliSize(Buffer.from(text))).toBe(q11(text));
    expect(await brotliSize(text)).toBeLessThan(text.length / 10);
  });
});

describe('listBuiltDealers', () => {
  it('lists the directories holding an index.html, sorted', async () => {
    await put('dist/totara/index.html', '<p>');
    await put('dist/kestrel/index.html', '<p>');
    await put('dist/half-built/404.html', '<p>');
    await put('dist/index.html', '<p>');
    expect(await listBuiltDealers(path.join(root, 'dist'))).toEqual(['kestrel', 'totara']);
  });

  it('finds none in a missing dist', async () => {
    expect(await listBuiltDealers(path.join(root, 'nowhere'))).toEqual([]);
  });
});

describe('listHtmlFiles', () => {
  it('lists HTML files with / separators, skipping dot-directories and other files', async () => {
    for (const file of [
      'index.html',
      '404.html',
      'search/toyota/rav4/index.html',
      'finance/index.html',
      '.aside/index.html',
      '_astro/a.js',
      'sitemap.xml',
    ])
      await put(`site/${file}`, 'x');
    expect(await listHtmlFiles(path.join(root, 'site'))).toEqual([
      '404.html',
      'finance/index.html',
      'index.html',
      'search/toyota/rav4/index.html',
    ]);
  });
});

describe('mapLimit', () => {
  it('keeps input order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimit([30, 10, 20, 5, 1], 2, async (ms) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      return ms * 2;
    });
    expect(results).toEqual([60, 20, 40, 10, 2]);
    expect(most).toBe(2);
    expect(await mapLimit([], 4, async (n: number) => n)).toEqual([]);
  });
});

describe('measureSite', () => {
  const island = `import{r}from"./react.js";export default r;const l=()=>import(\`./engine.js\`)`;
  const react = 'export const r=()=>"react".repeat(9)';
  const engine = 'import{r}from"./react.js";export const search=r';
  const inline = 'document.querySelector("[data-hs]")?.focus()';

  beforeEach(async () => {
    await put('site/_astro/Search.js', island);
    await put('site/_astro/react.js', react);
    await put('site/_astro/engine.js', engine);
    await put(
      'site/search/new-used-and-demo-cars/index.html',
      `<html><body><img src="/a.png" width="1" height="1"><img src="/b.png">
       <script type="module">${inline}</script>
       <script type="application/ld+json">{"a":1}</script>
       <astro-island component-url="/_astro/Search.js"></astro-island>
       <script type="module" src="/_astro/gone.js"></script></body></html>`,
    );
    await put('site/finance/index.html', `<p>Finance</p><script type="module">${inline}</script>`);
  });

  it('weighs HTML, sorts pages by kind and sums each file once per page', async () => {
    const { pages, missing, unmeasured } = await measureSite(
      path.join(root, 'site'),
      DEFAULT_ROUTES,
    );
    expect(pages.map((page) => [page.path, page.kind])).toEqual([
      ['/finance', 'content'],
      ['/search/new-used-and-demo-cars', 'search'],
    ]);
    const [finance, search] = pages;
    expect(finance).toMatchObject({
      jsUpFront: q11(inline),
      jsLater: 0,
      islands: 0,
      images: 0,
      unsizedImages: [],
      upFrontFiles: [],
    });
    expect(finance?.htmlBrotli).toBe(q11(`<p>Finance</p><script type="module">${inline}</script>`));
    expect(search).toMatchObject({
      jsUpFront: q11(inline) + q11(island) + q11(react),
      jsLater: q11(engine),
      islands: 1,
      islandFiles: ['/_astro/Search.js'],
      upFrontFiles: ['/_astro/Search.js', '/_astro/react.js'],
      images: 2,
      unsizedImages: ['/b.png'],
    });
    expect(search?.htmlBytes).toBeGreaterThan(search?.htmlBrotli ?? Infinity);
    expect([...missing]).toEqual([['/_astro/gone.js', '/search/new-used-and-demo-cars']]);
    expect([...unmeasured]).toEqual([]);
  });
});

describe('readSiteRoutes', () => {
  it("reads a dealer's search and garage paths from its dealer.json", async () => {
    const dealers = path.join(root, 'dealers');
    await cp(
      path.join(resolveDealersDir({}), 'meridian-motor-group', 'dealer.json'),
      path.join(dealers, 'meridian-motor-group', 'dealer.json'),
    );
    const { routes, source } = await readSiteRoutes(dealers, 'meridian-motor-group');
    expect(routes).toEqual({
      searchPath: '/search/new-used-and-demo-cars',
      savedCarsPath: '/my-meridian-garage',
      watchlistPath: null,
    });
    expect(source).toMatch(/meridian-motor-group[\\/]dealer\.json$/);
  });

  it("reads a dealer's watchlist path when its watchlist is on", async () => {
    const dealers = path.join(root, 'dealers');
    await cp(
      path.join(resolveDealersDir({}), 'totara-motors', 'dealer.json'),
      path.join(dealers, 'totara-motors', 'dealer.json'),
    );
    const { routes } = await readSiteRoutes(dealers, 'totara-motors');
    expect(routes.watchlistPath).toBe('/watchlist');
  });

  it('falls back to the defaults, saying why, without a readable dealer.json', async () => {
    const missing = await readSiteRoutes(path.join(root, 'dealers'), 'bench-50');
    expect(missing.routes).toEqual(DEFAULT_ROUTES);
    expect(missing.source).toMatch(/^the defaults: ENOENT/);
    await put('dealers/broken/dealer.json', '{"slug":');
    const broken = await readSiteRoutes(path.join(root, 'dealers'), 'broken');
    expect(broken.routes).toEqual(DEFAULT_ROUTES);
    expect(broken.source).toMatch(/^the defaults: .*JSON/);
  });
});
