/**
 * Page reuse (src/server/build/page-reuse.ts) through real builds of the real site: a rebuild
 * takes the car and checkout pages whose inputs did not change from the site it replaces, and
 * the site it makes is byte for byte the site a forced build (every page rendered) makes from
 * the same feed at the same moment, in each way a nightly feed changes.
 *
 * Cost: about ten Astro builds of a 24-car site. Output goes to a fresh directory under the
 * project's git-ignored .cache/ (Astro builds only inside the project).
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../../src/lib/compare/format.ts';
import { BUILD_TIME_ENV } from '../../../src/server/build-clock.ts';
import {
  BENCH_STOCK_FILE,
  makeBenchDealers,
  pickSampleDealer,
} from '../../../src/server/build/bench/bench-dealers.ts';
import { BUILD_RECORD_FILE } from '../../../src/server/build/build-record.ts';
import { PAGE_KEYS_FILE } from '../../../src/server/build/page-reuse.ts';
import {
  buildDealer,
  type BuildContext,
  type DealerBuildOutcome,
} from '../../../src/server/build/dealer-build.ts';
import { PROJECT_ROOT, resolveDealersDir } from '../../../src/server/build/paths.ts';

interface FeedVehicle {
  price: number;
  sold: boolean;
  reserved?: boolean;
  status: string;
  simple_body: string | null;
  created_at: string;
}

const CARS = 24;
/** The feed's cars were listed weeks before; the first build is an hour after this. */
const START = Date.parse('2026-11-25T00:00:00.000Z');
const at = (hours: number) => new Date(START + hours * 3_600_000).toISOString();

let work: string;
let slug: string;
let context: BuildContext;

async function build(time: string, distDir: string, force: boolean): Promise<DealerBuildOutcome> {
  const before = process.env[BUILD_TIME_ENV];
  process.env[BUILD_TIME_ENV] = time;
  try {
    const outcome = await buildDealer(slug, { ...context, distDir, force });
    if (outcome.result.status === 'failed') throw new Error(outcome.result.error);
    return outcome;
  } finally {
    if (before === undefined) delete process.env[BUILD_TIME_ENV];
    else process.env[BUILD_TIME_ENV] = before;
  }
}

/** Rebuilds the nightly way and the forced way at `time`; returns the nightly outcome. */
async function rebuildBothWays(time: string): Promise<DealerBuildOutcome> {
  const nightly = await build(time, context.distDir, false);
  await build(time, path.join(work, 'forced'), true);
  return nightly;
}

/** Every file of a built site but its build record (which says when and how fast), by path. */
async function siteFiles(distDir: string): Promise<Map<string, Buffer>> {
  const dir = path.join(distDir, slug);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  for (const entry of entries) {
    if (!entry.isFile() || entry.name === BUILD_RECORD_FILE) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file));
  }
  return files;
}

/** Paths whose bytes differ between the nightly site and the forced one, or that only one has. */
async function differences(): Promise<string[]> {
  const [nightly, forced] = await Promise.all([
    siteFiles(context.distDir),
    siteFiles(path.join(work, 'forced')),
  ]);
  const paths = new Set([...nightly.keys(), ...forced.keys()]);
  return [...paths].filter(
    (file) => !nightly.get(file)?.equals(forced.get(file) ?? Buffer.alloc(0)),
  );
}

async function editFeed(change: (vehicles: FeedVehicle[]) => void): Promise<void> {
  const file = path.join(context.dealersDir, slug, BENCH_STOCK_FILE);
  const feed = JSON.parse(await readFile(file, 'utf8')) as { vehicles: FeedVehicle[] };
  change(feed.vehicles);
  await writeFile(file, JSON.stringify(feed));
}

/** Car pages plus checkout pages that Astro rendered. */
const renderedCarPages = (outcome: DealerBuildOutcome) =>
  Object.entries(outcome.timings?.routes ?? {})
    .filter(([route]) => route.startsWith('/cars/[slug]'))
    .reduce((sum, [, cost]) => sum + cost.pages, 0);

beforeAll(async () => {
  await mkdir(path.join(PROJECT_ROOT, '.cache'), { recursive: true });
  work = await mkdtemp(path.join(PROJECT_ROOT, '.cache', 'page-reuse-'));
  const dealersDir = path.join(work, 'dealers');
  const sample = await pickSampleDealer(resolveDealersDir({}));
  [slug = ''] = await makeBenchDealers(
    path.join(resolveDealersDir({}), sample),
    dealersDir,
    [CARS],
    new Date(START),
  );
  context = {
    projectRoot: PROJECT_ROOT,
    dealersDir,
    distDir: path.join(work, 'sites'),
    projectFingerprint: 'page-reuse',
    force: false,
    verbose: false,
  };
  // Listed long before the builds: no 'new arrival' tag runs out between them.
  await editFeed((vehicles) => {
    for (const vehicle of vehicles) vehicle.created_at = '2026-09-01T00:00:00.000Z';
  });
  await build(at(1), context.distDir, false);
}, 300_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('a rebuild after a nightly feed', () => {
  it('renders only the pages of a car whose price changed; the cars showing it as similar get the price from their data files', async () => {
    // A mid-priced car for sale, so other cars list it as similar: the site's price range,
    // on every page, stays the same.
    let newPrice = 0;
    await editFeed((vehicles) => {
      const byPrice = vehicles
        .filter((v) => v.price > 0 && v.status === 'in_stock' && !v.sold && !v.reserved)
        .sort((a, b) => a.price - b.price);
      const middle = byPrice[Math.floor(byPrice.length / 2)]!;
      middle.price -= 500;
      newPrice = middle.price;
    });
    const outcome = await rebuildBothWays(at(2));

    // Its car page and its checkout pages (checkout, and buy-online where the dealer sells online).
    expect(renderedCarPages(outcome)).toBeGreaterThan(0);
    expect(renderedCarPages(outcome)).toBeLessThanOrEqual(3);
    const reused = outcome.timings?.reusedPages ?? 0;
    // Every other car page at least.
    expect(reused).toBeGreaterThanOrEqual(CARS - 1);
    // The cars that list it as similar show its new price from the similar-car files.
    const similarDir = path.join(context.distDir, slug, 'similar-cars');
    const similarFiles = (await readdir(similarDir)).filter((name) => name.endsWith('.json'));
    const texts = await Promise.all(
      similarFiles.map((name) => readFile(path.join(similarDir, name), 'utf8')),
    );
    expect(texts.some((text) => text.includes(`"amount":"${formatPrice(newPrice)}"`))).toBe(true);
    // The site counts the pages it took as its own.
    expect(outcome.result.status === 'built' && outcome.result.pages).toBe(outcome.timings?.pages);
    expect(await differences()).toEqual([]);
  }, 300_000);

  it('renders every page when the cheapest price, which every page’s structured data shows, changes', async () => {
    await editFeed((vehicles) => {
      const cheapest = vehicles.filter((v) => v.price > 0).sort((a, b) => a.price - b.price)[0]!;
      cheapest.price -= 1000;
    });
    const outcome = await rebuildBothWays(at(3));

    expect(outcome.timings?.reusedPages).toBe(0);
    expect(await differences()).toEqual([]);
  }, 300_000);

  it('matches a forced build when a car sells and another changes body', async () => {
    await editFeed((vehicles) => {
      const [sold, reshaped] = vehicles.filter((v) => !v.sold && v.status === 'in_stock');
      sold!.sold = true;
      reshaped!.simple_body = reshaped!.simple_body === 'ute' ? 'suv' : 'ute';
    });
    await rebuildBothWays(at(4));

    expect(await differences()).toEqual([]);
  }, 300_000);

  it('reuses nothing once a dated rule has changed a page since the last build', async () => {
    // The first car becomes a new arrival, so the next boundary is its tag running out.
    await editFeed((vehicles) => {
      vehicles[0]!.created_at = at(0);
    });
    await rebuildBothWays(at(5));
    const tagOver = at(8 * 24 + 1);
    const outcome = await rebuildBothWays(tagOver);

    expect(outcome.result.status).toBe('built');
    expect(outcome.timings?.reusedPages).toBe(0);
    expect(await differences()).toEqual([]);
  }, 300_000);

  it('renders every page when the built assets are not those the previous pages link to', async () => {
    const keysFile = path.join(context.distDir, slug, PAGE_KEYS_FILE);
    const keys = JSON.parse(await readFile(keysFile, 'utf8')) as { assets: string[] };
    await writeFile(keysFile, JSON.stringify({ ...keys, assets: ['Layout.0ld4553t.css'] }));
    await editFeed((vehicles) => {
      vehicles[1]!.price += 100;
    });
    const outcome = await rebuildBothWays(at(8 * 24 + 2));

    expect(outcome.timings?.reusedPages).toBe(0);
    expect(await differences()).toEqual([]);
  }, 300_000);

  it('reuses nothing in a forced build', async () => {
    const outcome = await build(at(8 * 24 + 3), context.distDir, true);

    expect(renderedCarPages(outcome)).toBeGreaterThan(0);
    expect(outcome.timings?.reusedPages).toBe(0);
  }, 300_000);
});
