/**
 * Pages true on the day, through real builds of the real site: a small dealer fed from a
 * stock file, with one promo card running to 25/11/2026 and one car listed on 20/11/2026, is
 * built, then built again with nothing changed but the build's clock (FORECOURT_BUILD_TIME).
 * Before the card's last day is over the dealer is skipped; from the dealer's midnight after it
 * the dealer is rebuilt and the card is gone; 8 days after the car was listed it is rebuilt
 * again and the car's 'new arrival' tag is gone.
 *
 * Cost: three Astro builds of a six-car site. Output goes to a fresh directory under the
 * project's git-ignored .cache/ (Astro builds only inside the project).
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFeed } from '../../../src/demo/index.ts';
import { parseDealer } from '../../../src/lib/config/index.ts';
import { stockLocations } from '../../../src/lib/site/stock-locations.ts';
import { BUILD_TIME_ENV } from '../../../src/server/build-clock.ts';
import {
  BUILD_RECORD_FILE,
  readBuildRecord,
  writeBuildRecord,
  type BuildRecord,
} from '../../../src/server/build/build-record.ts';
import {
  boundaryPassed,
  buildDealer,
  type BuildContext,
} from '../../../src/server/build/dealer-build.ts';
import { PROJECT_ROOT } from '../../../src/server/build/paths.ts';
import { writeFixtureDealer } from '../../unit/build/fixture-dealers.ts';

const SLUG = 'dated-pages';
const FEED_TIME = new Date('2026-11-01T00:00:00.000Z');
const PROMO_TITLE = 'Tyre check week: free rotation';
/** 9 am on 24/11/2026 in Sydney (the dealer's zone): the card runs to the 25th. */
const FIRST_BUILD = '2026-11-23T22:00:00.000Z';
/** Midnight starting 26/11/2026 in Sydney (daylight time, UTC+11). */
const PROMO_OVER = '2026-11-25T13:00:00.000Z';
const LISTED = '2026-11-20T00:00:00.000Z';
/** 8 × 24 hours after listing, and a millisecond: no longer a new arrival. */
const ARRIVAL_OVER = '2026-11-28T00:00:00.001Z';
/** The tag on a car's search card, as the server renders it. */
const NEW_ARRIVAL_TAG = /data-kind="new-arrival"/;

let work: string;
let context: BuildContext;
const siteDir = () => path.join(context.distDir, SLUG);

async function pinnedBuild(time: string): Promise<{ status: string; record: BuildRecord | null }> {
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

/** Every HTML page of the built site, as text. */
async function pages(): Promise<string[]> {
  const files = (await readdir(siteDir(), { recursive: true })).filter((f) => f.endsWith('.html'));
  return Promise.all(files.map((f) => readFile(path.join(siteDir(), f), 'utf8')));
}
const pagesWith = async (pattern: RegExp) => (await pages()).filter((html) => pattern.test(html));

beforeAll(async () => {
  await mkdir(path.join(PROJECT_ROOT, '.cache'), { recursive: true });
  work = await mkdtemp(path.join(PROJECT_ROOT, '.cache', 'dated-boundaries-'));
  context = {
    projectRoot: PROJECT_ROOT,
    dealersDir: path.join(work, 'dealers'),
    distDir: path.join(work, 'sites'),
    projectFingerprint: 'dated-boundaries',
    force: false,
    verbose: false,
  };
  // A copy of a sample dealer fed from a stock file, with one dated promo card and no other
  // dated content (offers, holiday hours), so the card and the car are the rules at play.
  const dir = await writeFixtureDealer(context.dealersDir, SLUG, { cars: 6 });
  const dealerFile = path.join(dir, 'dealer.json');
  const config = JSON.parse(await readFile(dealerFile, 'utf8')) as Record<string, unknown> & {
    locations: { contact_detail: Record<string, unknown> }[];
    promo_cards: Record<string, unknown>[];
  };
  config['stock'] = { file: 'stock.json' };
  config['offers'] = [];
  config['promo_cards'] = [
    {
      ...config.promo_cards[0],
      id: 'tyre-check-week',
      start: '2026-11-20',
      expiry: '2026-11-25',
      display: [],
      strictDisplay: false,
      node: {
        ...(config.promo_cards[0]?.['node'] as object),
        title: PROMO_TITLE,
        image: undefined,
      },
    },
  ];
  for (const location of config.locations) location.contact_detail['special_hours'] = [];
  await writeFile(dealerFile, JSON.stringify(config, null, 2));
  const dealer = parseDealer(config, dealerFile);
  const feed = generateFeed({
    seed: SLUG,
    count: 6,
    country: dealer.country,
    vehicleKind: 'car',
    makes: ['Subaru'],
    locations: stockLocations(dealer),
    dealer: SLUG,
    now: FEED_TIME,
  });
  const vehicles = feed.vehicles.map((v, i) => (i === 0 ? { ...v, created_at: LISTED } : v));
  await writeFile(path.join(dir, 'stock.json'), JSON.stringify({ ...feed, vehicles }));
}, 60_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('a file-fed dealer with nothing changed but the day', () => {
  it('shows the promo card and the new arrival, and records the card’s end as the next boundary', async () => {
    const build = await pinnedBuild(FIRST_BUILD);

    expect(build.status).toBe('built');
    expect(build.record?.asOf).toBe(FIRST_BUILD);
    expect(build.record?.nextBoundary).toBe(PROMO_OVER);
    expect(await pagesWith(new RegExp(PROMO_TITLE))).not.toHaveLength(0);
    expect(await pagesWith(NEW_ARRIVAL_TAG)).not.toHaveLength(0);
  }, 300_000);

  it('is skipped while the card’s last day lasts', async () => {
    const build = await pinnedBuild(new Date(Date.parse(PROMO_OVER) - 60_000).toISOString());

    expect(build.status).toBe('skipped');
    expect(await pagesWith(new RegExp(PROMO_TITLE))).not.toHaveLength(0);
  });

  it('is rebuilt at the dealer’s midnight after the card’s expiry, and the card is gone', async () => {
    const build = await pinnedBuild(PROMO_OVER);

    expect(build.status).toBe('built');
    expect(await pagesWith(new RegExp(PROMO_TITLE))).toHaveLength(0);
    expect(build.record?.nextBoundary).toBe(ARRIVAL_OVER);
    expect(await pagesWith(NEW_ARRIVAL_TAG)).not.toHaveLength(0);
  }, 300_000);

  it('is rebuilt once the car has been listed 8 days, and its new-arrival tag is gone', async () => {
    expect((await pinnedBuild('2026-11-27T23:59:59.000Z')).status).toBe('skipped');
    const build = await pinnedBuild(ARRIVAL_OVER);

    expect(build.status).toBe('built');
    expect(await pagesWith(NEW_ARRIVAL_TAG)).toHaveLength(0);
    // Only the footer's year is left to change.
    expect(build.record?.nextBoundary).toBe(new Date(2027, 0, 1).toISOString());
  }, 300_000);
});

describe('the next boundary in the build record', () => {
  const record: BuildRecord = {
    slug: 'record-only',
    siteUrl: 'https://www.record-only.com.au',
    fingerprint: 'f',
    builtAt: '2026-11-25T00:00:00.000Z',
    pages: 3,
    bytes: 100,
    seconds: 1,
    nextBoundary: PROMO_OVER,
  };

  it('reads back as written, a moment or null; a record with an unreadable one is no record', async () => {
    const dir = await mkdtemp(path.join(work, 'record-'));
    await writeBuildRecord(dir, record);
    expect(await readBuildRecord(dir)).toEqual(record);
    await writeBuildRecord(dir, { ...record, nextBoundary: null });
    expect((await readBuildRecord(dir))?.nextBoundary).toBeNull();
    await writeFile(
      path.join(dir, BUILD_RECORD_FILE),
      JSON.stringify({ ...record, nextBoundary: 'next tuesday' }),
    );
    expect(await readBuildRecord(dir)).toBeNull();
  });

  it('keeps the build’s clock beside it; a record with an unreadable clock is no record', async () => {
    const dir = await mkdtemp(path.join(work, 'record-'));
    await writeBuildRecord(dir, { ...record, asOf: FIRST_BUILD });
    expect((await readBuildRecord(dir))?.asOf).toBe(FIRST_BUILD);
    await writeFile(
      path.join(dir, BUILD_RECORD_FILE),
      JSON.stringify({ ...record, asOf: 'yesterday' }),
    );
    expect(await readBuildRecord(dir)).toBeNull();
  });

  it('has passed from the boundary itself on; never when there is none', () => {
    const at = (iso: string) => new Date(iso);
    expect(boundaryPassed(record, at('2026-11-25T12:59:59.999Z'))).toBe(false);
    expect(boundaryPassed(record, at(PROMO_OVER))).toBe(true);
    expect(boundaryPassed(record, at('2027-03-01T00:00:00.000Z'))).toBe(true);
    expect(boundaryPassed({ ...record, nextBoundary: null }, at('2030-01-01T00:00:00Z'))).toBe(
      false,
    );
    const { nextBoundary: _, ...older } = record;
    expect(boundaryPassed(older, at('2030-01-01T00:00:00Z'))).toBe(false);
  });
});
