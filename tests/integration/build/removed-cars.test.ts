/**
 * Cars that leave the feed, through real builds of the real site: a small dealer with a stock
 * file is built, loses one car, is built again, and is built a third time 91 days later. The
 * car that left keeps a small noindex page at its address, sending the shopper to its make's
 * stock, and is in neither the sitemap nor the search index; after 90 days the page is gone,
 * even though nothing else about the dealer changed. Each build's clock is pinned
 * (FORECOURT_BUILD_TIME), so the test reads the same on any day.
 *
 * Cost: three Astro builds of a six-car site (about a minute on a busy 2-core box). Output goes
 * to a fresh directory under the project's git-ignored .cache/ (Astro builds only inside the
 * project: src/server/build/astro-build.ts).
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFeed } from '../../../src/demo/index.ts';
import { parseDealer } from '../../../src/lib/config/index.ts';
import {
  createEmbeddedSearchClient,
  type SearchResult,
} from '../../../src/lib/search/engine/client.ts';
import type { SearchIndexFile } from '../../../src/lib/search/engine/format.ts';
import { stockLocations } from '../../../src/lib/site/stock-locations.ts';
import type { StockFeed } from '../../../src/lib/stock/feed-schema.ts';
import { BUILD_TIME_ENV } from '../../../src/server/build-clock.ts';
import {
  BUILD_RECORD_FILE,
  readBuildRecord,
  writeBuildRecord,
  type BuildRecord,
} from '../../../src/server/build/build-record.ts';
import { buildDealer, type BuildContext } from '../../../src/server/build/dealer-build.ts';
import { PROJECT_ROOT } from '../../../src/server/build/paths.ts';
import { writeFixtureDealer } from '../../unit/build/fixture-dealers.ts';

const SLUG = 'leaving-car';
const DAY_MS = 24 * 60 * 60 * 1000;
const FEED_TIME = new Date('2026-11-20T00:00:00.000Z');
const FIRST_BUILD = '2026-11-23T22:00:00.000Z';
/** 9 am on 25/11/2026 in Sydney: the dealer's own date is the one the page shows. */
const CAR_LEAVES = '2026-11-24T22:00:00.000Z';
const at = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

let work: string;
let context: BuildContext;
let feed: StockFeed;
const builds: Record<'first' | 'second', BuildRecord | null> = { first: null, second: null };
let goneSlug = '';
const siteDir = () => path.join(context.distDir, SLUG);
const siteFile = (file: string) => readFile(path.join(siteDir(), file), 'utf8');
const carPageFile = (slug: string) => path.join('cars', slug, 'index.html');

/** One build of the dealer with the build's clock pinned to `time`: built, or skipped as unchanged. */
async function buildAt(time: string): Promise<BuildRecord | null> {
  return (await pinnedBuild(time)).record;
}

async function pinnedBuild(time: string) {
  const before = process.env[BUILD_TIME_ENV];
  process.env[BUILD_TIME_ENV] = time;
  try {
    const { result } = await buildDealer(SLUG, context);
    if (result.status === 'failed') throw new Error(result.error);
    return { status: result.status, record: await readBuildRecord(siteDir()) };
  } finally {
    if (before === undefined) delete process.env[BUILD_TIME_ENV];
    else process.env[BUILD_TIME_ENV] = before;
  }
}

async function writeFeed(vehicles: StockFeed['vehicles']): Promise<void> {
  const file = path.join(context.dealersDir, SLUG, 'stock.json');
  await writeFile(file, JSON.stringify({ ...feed, vehicles }));
}

beforeAll(async () => {
  await mkdir(path.join(PROJECT_ROOT, '.cache'), { recursive: true });
  work = await mkdtemp(path.join(PROJECT_ROOT, '.cache', 'removed-cars-'));
  context = {
    projectRoot: PROJECT_ROOT,
    dealersDir: path.join(work, 'dealers'),
    distDir: path.join(work, 'sites'),
    projectFingerprint: 'removed-cars',
    force: false,
    verbose: false,
  };
  // A copy of a sample dealer that reads its stock from a file: six new Subarus.
  const dir = await writeFixtureDealer(context.dealersDir, SLUG, { cars: 6 });
  const dealerFile = path.join(dir, 'dealer.json');
  const config = JSON.parse(await readFile(dealerFile, 'utf8')) as Record<string, unknown>;
  config['stock'] = { file: 'stock.json' };
  await writeFile(dealerFile, JSON.stringify(config, null, 2));
  const dealer = parseDealer(config, dealerFile);
  feed = generateFeed({
    seed: SLUG,
    count: 6,
    country: dealer.country,
    vehicleKind: 'car',
    makes: ['Subaru'],
    newShare: 1,
    demoShare: 0,
    locations: stockLocations(dealer),
    dealer: SLUG,
    now: FEED_TIME,
  });
  await writeFeed(feed.vehicles);

  builds.first = await buildAt(FIRST_BUILD);
  // One car of six leaves the feed: far from the broken-feed guard's half.
  await writeFeed(feed.vehicles.slice(0, -1));
  builds.second = await buildAt(CAR_LEAVES);
  const stillListed = new Set(builds.second?.listed?.map((car) => car.slug));
  goneSlug = builds.first?.listed?.find((car) => !stillListed.has(car.slug))?.slug ?? '';
}, 400_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('a car that leaves the feed', () => {
  it('is recorded as removed at the build that no longer found it', () => {
    expect(builds.first?.listed).toHaveLength(6);
    expect(builds.first?.removed).toEqual([]);
    expect(builds.second?.listed).toHaveLength(5);
    expect(builds.second?.removed).toEqual([
      expect.objectContaining({ slug: goneSlug, make: 'Subaru', removed_at: CAR_LEAVES }),
    ]);
  });

  it('keeps a page at its address with the note and a link to its make’s stock', async () => {
    const html = await siteFile(carPageFile(goneSlug));
    const title = builds.second?.removed?.[0]?.title ?? '?';

    // The page's own heading (its scoped-style class follows).
    expect(html).toMatch(/<h1 class="fc-heading fc-heading--xl[ "]/);
    expect(html).toContain(
      `This ${title} is no longer in stock. It was sold or withdrawn from sale on 25/11/2026.`,
    );
    expect(html).toMatch(/<a href="\/search\/subaru"[^>]*>[\s\S]*?See Subaru cars in stock/);
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
  });

  it('is a static page: no island and no gallery', async () => {
    const html = await siteFile(carPageFile(goneSlug));

    expect(html).not.toContain('<astro-island');
    expect(html).not.toContain('rel="preload" as="image"');
  });

  it('is left out of the sitemap, where the cars in stock are', async () => {
    const sitemap = await siteFile('sitemap.xml');
    const stillListed = builds.second?.listed?.[0]?.slug ?? '?';

    expect(sitemap).toContain(`/cars/${stillListed}</loc>`);
    expect(sitemap).not.toContain(`/cars/${goneSlug}</loc>`);
  });

  it('is left out of the search index file, where the cars in stock are', async () => {
    const files = await readdir(path.join(siteDir(), 'search'));
    const indexFile = files.find((file) => /^index\.[0-9a-f]+\.json$/.test(file)) ?? '?';
    const index = JSON.parse(await siteFile(path.join('search', indexFile))) as SearchIndexFile;
    const client = createEmbeddedSearchClient(index);

    const { results } = await client.search([
      { indexName: index.name, params: { query: '', hitsPerPage: 100 } },
    ]);
    const hits = (results[0] as SearchResult).hits.map((hit) => hit['slug']);

    expect(hits.toSorted()).toEqual(builds.second?.listed?.map((car) => car.slug).toSorted());
    expect(hits).not.toContain(goneSlug);
  });
});

describe('the removed car’s page at later builds of an unchanged dealer', () => {
  it('stays for 90 days, through the rebuilds the calendar brings', async () => {
    // 90 days cross dated rules on the pages (holiday hours, the footer's new year), so the
    // dealer is rebuilt (dealer-build.ts boundaryPassed); the removed car's page stays.
    const build = await pinnedBuild(at(CAR_LEAVES, 90));

    expect(build.status).toBe('built');
    expect(build.record?.removed).toEqual([expect.objectContaining({ slug: goneSlug })]);
    expect(await siteFile(carPageFile(goneSlug))).toContain('no longer in stock');
  }, 200_000);

  it('is gone at the first build more than 90 days after the car left', async () => {
    const build = await pinnedBuild(at(CAR_LEAVES, 91));

    expect(build.status).toBe('built');
    expect(build.record?.removed).toEqual([]);
    expect(build.record?.listed).toHaveLength(5);
    await expect(siteFile(carPageFile(goneSlug))).rejects.toThrow(/ENOENT/);
  }, 200_000);
});

describe('the build record’s car lists', () => {
  const record: BuildRecord = {
    slug: 'record-only',
    siteUrl: 'https://www.record-only.com.au',
    fingerprint: 'f',
    builtAt: '2026-11-25T00:00:00.000Z',
    pages: 3,
    bytes: 100,
    seconds: 1,
    cars: 2,
    listed: [
      {
        slug: 'a',
        title: '2021 Toyota RAV4 GXL',
        make: 'Toyota',
        model: 'RAV4',
        simple_body: 'suv',
        car_type: 'used',
        vehicle_kind: 'car',
      },
    ],
    removed: [],
  };
  const recordDir = () => path.join(work, 'record-only');

  it('reads back as written, one car to a line', async () => {
    await mkdir(recordDir(), { recursive: true });
    await writeBuildRecord(recordDir(), record);

    const text = await readFile(path.join(recordDir(), BUILD_RECORD_FILE), 'utf8');

    expect(await readBuildRecord(recordDir())).toEqual(record);
    expect(text).toContain(`\n    ${JSON.stringify(record.listed?.[0])}\n`);
  });

  it('drops damaged car entries and keeps the rest of the record', async () => {
    await mkdir(recordDir(), { recursive: true });
    const damaged = {
      ...record,
      listed: [...(record.listed ?? []), { slug: 'b', title: 7 }, null],
      removed: [{ ...record.listed?.[0], vehicle_kind: 'boat', removed_at: CAR_LEAVES }],
    };
    await writeFile(path.join(recordDir(), BUILD_RECORD_FILE), JSON.stringify(damaged));

    const read = await readBuildRecord(recordDir());

    expect(read).toEqual({ ...record, removed: [] });
  });
});
