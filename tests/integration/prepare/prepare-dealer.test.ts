// The prepare step on real sample dealers, copied into a temporary dealers root and changed
// one field at a time: every problem a dealer file can have is found here, before Astro runs.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deserialize } from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDealer } from '../../../src/server/prepare/prepare-dealer.ts';
import { withPreparedFile } from '../../../src/server/prepare/prepared-file.ts';
import { resolveDealersDir } from '../../../src/server/build/paths.ts';
import { displayPath } from '../../../src/server/dealer-files.ts';

const root = mkdtempSync(path.join(tmpdir(), 'forecourt-prepare-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const NOW = new Date('2026-11-25T01:00:00.000Z');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a dealer file as parsed JSON, changed field by field
type DealerJson = Record<string, any>;

/** A copy of a sample dealer under a new slug, with `change` applied to its dealer.json. */
function dealerVariant(sample: string, slug: string, change: (d: DealerJson) => void) {
  const dir = path.join(root, slug);
  cpSync(path.join(resolveDealersDir({}), sample), dir, { recursive: true });
  const file = path.join(dir, 'dealer.json');
  const dealer = JSON.parse(readFileSync(file, 'utf8')) as DealerJson;
  dealer['slug'] = slug;
  change(dealer);
  writeFileSync(file, JSON.stringify(dealer));
  return file;
}

function problemsOf(slug: string): string {
  try {
    prepareDealer(slug, { dealersDir: root, now: NOW });
  } catch (error) {
    return (error as Error).message;
  }
  return 'no problem';
}

describe('prepareDealer finds what would stop a build half-way', () => {
  it('refuses an extra page on a path a fixed page owns, naming the field', () => {
    dealerVariant('meridian-motor-group', 'taken-page', (d) => {
      d['pages'][1].path = '/finance';
    });
    expect(problemsOf('taken-page')).toContain(
      'pages[1].path: "/finance" is already a page of the site',
    );
  });

  it('refuses a garage path that another page owns', () => {
    dealerVariant('meridian-motor-group', 'taken-garage', (d) => {
      d['config'].saved_cars = { mode: 'garage', path: '/finance', label: 'myGarage' };
    });
    expect(problemsOf('taken-garage')).toContain(
      'config.saved_cars.path: "/finance" is already another page',
    );
  });

  it('refuses a search path outside /search', () => {
    dealerVariant('totara-motors', 'stray-search', (d) => {
      d['search'] = { ...d['search'], path: '/stock' };
    });
    expect(problemsOf('stray-search')).toContain(
      'search.path: "/stock" must be /search or a path under /search/',
    );
  });

  it('refuses a javascript: link, naming the field', () => {
    dealerVariant('kestrel-bay-subaru', 'script-link', (d) => {
      d['social'] = { ...d['social'], facebook: 'javascript:alert(1)' };
    });
    expect(problemsOf('script-link')).toMatch(/script-link\/dealer\.json[\s\S]*social\.facebook: /);
  });
});

/** A copy of the sample dealer whose stock is a feed file, with `change` applied to the feed. */
function feedVariant(slug: string, change: (feed: DealerJson) => void): string {
  dealerVariant('ironbark-motorcycles', slug, () => {});
  const file = path.join(root, slug, 'stock.json');
  const feed = JSON.parse(readFileSync(file, 'utf8')) as DealerJson;
  change(feed);
  writeFileSync(file, JSON.stringify(feed));
  return displayPath(file);
}

describe('a stock feed of the wrong shape stops the dealer, naming the file and field', () => {
  it('refuses an unknown format', () => {
    const file = feedVariant('future-format', (feed) => {
      feed['format'] = 'forecourt-stock/9';
    });
    expect(problemsOf('future-format')).toBe(
      `${file}: format: expected "forecourt-stock/1", got "forecourt-stock/9"`,
    );
  });

  it('refuses vehicles that are not a list', () => {
    const file = feedVariant('keyed-vehicles', (feed) => {
      feed['vehicles'] = Object.fromEntries(
        (feed['vehicles'] as unknown[]).map((v, i) => [String(i), v]),
      );
    });
    expect(problemsOf('keyed-vehicles')).toBe(
      `${file}: vehicles: expected a list of vehicles, got an object`,
    );
  });

  it('lists every fault of the feed as a whole', () => {
    feedVariant('two-faults', (feed) => {
      delete feed['format'];
      feed['vehicles'] = 'see attached';
    });
    const message = problemsOf('two-faults');
    expect(message).toContain('- format: expected "forecourt-stock/1", got nothing');
    expect(message).toContain('- vehicles: expected a list of vehicles, got "see attached"');
  });

  it('keeps a faulty vehicle a warning: the rest of the stock still comes through', () => {
    feedVariant('one-bad-vehicle', (feed) => {
      (feed['vehicles'] as DealerJson[])[3]!['price'] = 'ring us';
    });
    const { site, stockProblems } = prepareDealer('one-bad-vehicle', {
      dealersDir: root,
      now: NOW,
    });
    expect(site.cars).toHaveLength(39);
    expect(stockProblems).toEqual([
      'vehicles[3].price: must be a number such as 45990 or "45,990" (vehicle skipped)',
    ]);
  });
});

describe('the prepared site', () => {
  const { site, searchIndexFile, stockProblems } = prepareDealer('kestrel-bay-subaru', {
    now: NOW,
  });

  it('carries the build moment, the stock, its counts and the search route table', () => {
    expect(site.now).toEqual(NOW);
    expect(site.cars.length).toBeGreaterThan(0);
    expect(site.counts.total).toBe(site.cars.filter((car) => !car.sold).length);
    expect(site.search.routes.landingPages.length).toBeGreaterThan(0);
    expect(stockProblems).toEqual([]);
  });

  it('points its pages at the index file the build writes', () => {
    expect(searchIndexFile?.url).toMatch(/^\/search\/index\.[0-9a-f]{16}\.json$/);
    expect(site.search.indexUrl).toBe(searchIndexFile?.url);
    expect(JSON.parse(searchIndexFile?.json ?? 'null')).toEqual(site.search.index);
  });

  it('is prepared the same way twice for the same moment', () => {
    const again = prepareDealer('kestrel-bay-subaru', { now: NOW });
    expect(again.searchIndexFile?.url).toBe(searchIndexFile?.url);
  });

  it('gives an Algolia dealer no index file and no index URL', () => {
    dealerVariant('ironbark-motorcycles', 'hosted-search', (d) => {
      d['search'] = {
        ...d['search'],
        engine: 'algolia',
        algolia: { app_id: 'FORECOURTTEST', search_key: 'search-only-key-0123' },
      };
    });
    const algolia = prepareDealer('hosted-search', { dealersDir: root, now: NOW });
    expect(algolia.searchIndexFile).toBeNull();
    expect(algolia.site.search.indexUrl).toBeNull();
  });

  it('reaches the render step whole, Dates and Maps included, and leaves no file behind', async () => {
    let kept = '';
    const read = await withPreparedFile(site, async (file) => {
      kept = file;
      return deserialize(await readFile(file)) as typeof site;
    });
    expect(read).toEqual(site);
    expect(read.now).toBeInstanceOf(Date);
    expect(read.search.routes.ctx.byLevel).toBeInstanceOf(Map);
    expect(existsSync(kept)).toBe(false);
  });
});
