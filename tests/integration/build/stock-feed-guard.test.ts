/**
 * What the build does with a stock feed that would empty a site: a feed of the wrong shape
 * and a feed that lost more than half its cars at once both fail that dealer, and the site
 * it already has in dist/ stays exactly as it was. Real builds of the stand-in Astro project
 * (tests/unit/build/fixtures), one after another in this process, as a build process runs them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuildRecord } from '../../../src/server/build/build-record.ts';
import { parseCliArgs } from '../../../src/server/build/cli-args.ts';
import { buildDealer, type BuildContext } from '../../../src/server/build/dealer-build.ts';
import { DEFAULT_DIST_DIR, PROJECT_ROOT } from '../../../src/server/build/paths.ts';
import { displayPath } from '../../../src/server/dealer-files.ts';
import { FIXTURE_PROJECT, writeFixtureDealer } from '../../unit/build/fixture-dealers.ts';

let work: string;
let context: BuildContext;

beforeAll(async () => {
  await mkdir(path.join(FIXTURE_PROJECT, 'dist'), { recursive: true });
  work = await mkdtemp(path.join(FIXTURE_PROJECT, 'dist', 'stock-guard-'));
  context = {
    projectRoot: FIXTURE_PROJECT,
    dealersDir: path.join(work, 'dealers'),
    distDir: path.join(work, 'sites'),
    projectFingerprint: 'fixture',
    force: false,
    verbose: false,
  };
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- dealer.json as parsed JSON
type Json = Record<string, any>;

const changeDealer = (slug: string, change: (dealer: Json) => void) =>
  changeFile(path.join(context.dealersDir, slug, 'dealer.json'), change);

const generatedCars = (slug: string, count: number) =>
  changeDealer(slug, (dealer) => {
    dealer['stock'].generate.count = count;
  });

/** Every file of a built site with its content, to show that a failed build changed nothing. */
async function siteSnapshot(slug: string): Promise<Map<string, string>> {
  const dir = path.join(context.distDir, slug);
  const files = await readdir(dir, { recursive: true, withFileTypes: true });
  const snapshot = new Map<string, string>();
  for (const file of files.filter((f) => f.isFile())) {
    const full = path.join(file.parentPath, file.name);
    snapshot.set(path.relative(dir, full), await readFile(full, 'utf8'));
  }
  return snapshot;
}

const recordedCars = async (slug: string) =>
  (await readBuildRecord(path.join(context.distDir, slug)))?.cars;

/** Nothing but the dealers' sites: a failed build leaves no half-built directory behind. */
const distEntries = () => readdir(context.distDir);

describe('a stock feed of the wrong shape', () => {
  const slug = 'misshapen-feed';

  beforeAll(async () => {
    await writeFixtureDealer(context.dealersDir, slug, { cars: 1 });
    await generatedCars(slug, 6);
    expect((await buildDealer(slug, context)).result.status).toBe('built');
    await changeDealer(slug, (dealer) => {
      dealer['stock'] = { file: 'stock.json' };
    });
  });

  async function feedFile(feed: Json): Promise<string> {
    const file = path.join(context.dealersDir, slug, 'stock.json');
    await writeFile(file, JSON.stringify(feed));
    return displayPath(file);
  }
  const feed = (overrides: Json): Json => ({
    format: 'forecourt-stock/1',
    dealer: slug,
    generated_at: '2026-11-25T00:00:00Z',
    vehicles: [],
    ...overrides,
  });

  it('fails the dealer on an unknown format, naming the file and field, and keeps its site', async () => {
    const before = await siteSnapshot(slug);
    const file = await feedFile(feed({ format: 'forecourt-stock/9' }));
    const { result } = await buildDealer(slug, context);
    expect(result).toMatchObject({
      status: 'failed',
      error: `${file}: format: expected "forecourt-stock/1", got "forecourt-stock/9"`,
    });
    expect(await siteSnapshot(slug)).toEqual(before);
    expect(await distEntries()).toEqual([slug]);
  });

  it('fails the dealer on vehicles that are not a list, and keeps its site', async () => {
    const before = await siteSnapshot(slug);
    const file = await feedFile(feed({ vehicles: { '0': { id: 1 } } }));
    const { result } = await buildDealer(slug, context);
    expect(result).toMatchObject({
      status: 'failed',
      error: `${file}: vehicles: expected a list of vehicles, got an object`,
    });
    expect(await siteSnapshot(slug)).toEqual(before);
    expect(await recordedCars(slug)).toBe(6);
  });
});

describe('the broken-feed guard', () => {
  const slug = 'shrinking-feed';

  beforeAll(async () => {
    await writeFixtureDealer(context.dealersDir, slug, { cars: 1 });
  });

  it('never blocks a first build, and records its car count', async () => {
    await generatedCars(slug, 10);
    const { result } = await buildDealer(slug, context);
    expect(result.status).toBe('built');
    expect(await recordedCars(slug)).toBe(10);
  });

  it('fails a feed that lost more than half its cars, naming the counts, and keeps the site', async () => {
    const before = await siteSnapshot(slug);
    await generatedCars(slug, 4);
    const { result } = await buildDealer(slug, context);
    expect(result.status).toBe('failed');
    const error = result.status === 'failed' ? result.error : '';
    expect(error).toContain('broken stock feed: 4 cars, down from 10 at the last build');
    expect(error).toContain('the previous site is kept');
    expect(error).toContain(`--accept-stock-drop=${slug}`);
    expect(await siteSnapshot(slug)).toEqual(before);
  });

  it('keeps failing until this dealer’s drop is accepted', async () => {
    const other = await buildDealer(slug, { ...context, acceptStockDrop: ['another-dealer'] });
    expect(other.result.status).toBe('failed');
    const forced = await buildDealer(slug, { ...context, force: true });
    expect(forced.result.status).toBe('failed');
    expect(await recordedCars(slug)).toBe(10);
  });

  it('builds an accepted drop, says so, and compares the next feed with the new count', async () => {
    const { result, warnings } = await buildDealer(slug, { ...context, acceptStockDrop: [slug] });
    expect(result.status).toBe('built');
    expect(warnings?.[0]).toBe(
      'stock feed: 4 cars, down from 10 at the last build; the drop was accepted (--accept-stock-drop)',
    );
    expect(await recordedCars(slug)).toBe(4);

    await generatedCars(slug, 2); // exactly half: not a broken feed
    const half = await buildDealer(slug, context);
    expect(half.result.status).toBe('built');
    expect(half.warnings).toEqual([]);
  });

  it('accepts every dealer’s drop with "all"', async () => {
    await generatedCars(slug, 0);
    expect((await buildDealer(slug, context)).result.status).toBe('failed');
    const { result } = await buildDealer(slug, { ...context, acceptStockDrop: 'all' });
    expect(result.status).toBe('built');
    expect(await recordedCars(slug)).toBe(0);
  });
});

describe('the --accept-stock-drop flag', () => {
  it('names dealers, repeated or comma-separated, or all of them', () => {
    expect(parseCliArgs(['--accept-stock-drop=a', '--accept-stock-drop', 'b,c'])).toMatchObject({
      acceptStockDrop: ['a', 'b', 'c'],
    });
    expect(parseCliArgs(['--accept-stock-drop=all']).acceptStockDrop).toBe('all');
  });

  it('accepts nothing when not given', () => {
    expect(parseCliArgs(['--dealer=a']).acceptStockDrop).toBeUndefined();
  });
});

describe('npm run build with a feed of the wrong shape', () => {
  it('exits non-zero and names the file and field', async () => {
    const slug = 'cli-misshapen-feed';
    const dealersDir = path.join(work, 'cli-dealers');
    const dir = path.join(dealersDir, slug);
    await cp(path.join(PROJECT_ROOT, 'dealers', 'ironbark-motorcycles'), dir, { recursive: true });
    await changeFile(path.join(dir, 'dealer.json'), (dealer) => {
      dealer['slug'] = slug;
    });
    await changeFile(path.join(dir, 'stock.json'), (feed) => {
      feed['format'] = 'forecourt-stock/9';
    });
    const hadDist = existsSync(DEFAULT_DIST_DIR);

    const run = spawnSync(process.execPath, ['scripts/build.ts', `--dealer=${slug}`], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, FORECOURT_DEALERS_DIR: dealersDir },
      encoding: 'utf8',
      timeout: 60_000,
    });

    // The build only ever wrote an aside directory for this dealer, and removed it.
    if (!hadDist) await rmdir(DEFAULT_DIST_DIR).catch(() => {});
    expect(existsSync(path.join(DEFAULT_DIST_DIR, slug))).toBe(false);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(new RegExp(`FAILED\\s+${slug}`));
    expect(run.stdout).toContain(
      `${displayPath(path.join(dir, 'stock.json'))}: format: expected "forecourt-stock/1", got "forecourt-stock/9"`,
    );
    expect(run.stdout).toContain('0 built, 0 skipped, 1 failed');
  }, 90_000);
});

async function changeFile(file: string, change: (json: Json) => void): Promise<void> {
  const json = JSON.parse(await readFile(file, 'utf8')) as Json;
  change(json);
  await writeFile(file, JSON.stringify(json));
}
