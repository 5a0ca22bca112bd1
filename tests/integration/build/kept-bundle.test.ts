/**
 * Kept server bundles (src/server/build/kept-bundle.ts, astro-from-bundle.ts) through real
 * builds: a dealer built from the bundle another dealer's build kept is byte for byte the site
 * Astro's own build, Vite and all, makes of it; the bundle holds neither dealer; and a bundle
 * that lost a file is built again rather than trusted.
 *
 * This is also the test that an Astro upgrade changing the build steps astro-from-bundle.ts
 * takes from Astro fails, rather than a dealer's site.
 *
 * Cost: four Astro builds of small sites (the NZ dealer's generated stock is cut to 40 cars).
 * Output goes to a fresh directory under the project's git-ignored .cache/.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIME_ENV } from '../../../src/server/build-clock.ts';
import { buildDealers } from '../../../src/server/build/build-dealers.ts';
import { BUILD_RECORD_FILE } from '../../../src/server/build/build-record.ts';
import type { DealerBuildOutcome } from '../../../src/server/build/dealer-build.ts';
import { PROJECT_ROOT } from '../../../src/server/build/paths.ts';

/** The first dealer's build makes and keeps the bundle; the second's takes it. */
const FIRST = 'ironbark-motorcycles';
const SECOND = 'totara-motors';
const SECOND_CARS = 40;

let work: string;
let dealersDir: string;
let keptDir: string;
const outcomes = new Map<string, DealerBuildOutcome>();

async function build(
  name: string,
  slugs: string[],
  keptBundlesDir: string | null,
): Promise<DealerBuildOutcome[]> {
  const built = await buildDealers({
    slugs,
    force: true,
    dealersDir,
    distDir: path.join(work, 'dist', name),
    keptBundlesDir,
  });
  for (const outcome of built) {
    const { result } = outcome;
    if (result.status !== 'built') {
      throw new Error(
        `${name}: ${result.slug} ${result.status === 'failed' ? result.error : 'skipped'}`,
      );
    }
    outcomes.set(`${name}/${outcome.result.slug}`, outcome);
  }
  return built;
}

/** Every file of a built site but its build record (which says when and how fast), by path. */
async function siteFiles(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name === BUILD_RECORD_FILE) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file));
  }
  return files;
}

function differingFiles(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => !a.get(name)?.equals(b.get(name) ?? Buffer.alloc(0))).sort();
}

const keptTimings = (name: string, slug: string) => outcomes.get(`${name}/${slug}`)?.timings;

beforeAll(async () => {
  await mkdir(path.join(PROJECT_ROOT, '.cache'), { recursive: true });
  work = await mkdtemp(path.join(PROJECT_ROOT, '.cache', 'kept-bundle-'));
  dealersDir = path.join(work, 'dealers');
  keptDir = path.join(work, 'kept-bundles');
  for (const slug of [FIRST, SECOND]) {
    await cp(path.join(PROJECT_ROOT, 'dealers', slug), path.join(dealersDir, slug), {
      recursive: true,
    });
  }
  const dealerFile = path.join(dealersDir, SECOND, 'dealer.json');
  const dealer = JSON.parse(await readFile(dealerFile, 'utf8')) as {
    stock: { generate: { count: number } };
  };
  dealer.stock.generate.count = SECOND_CARS;
  await writeFile(dealerFile, JSON.stringify(dealer, null, 2));

  // Every build as of one moment, so the sites can only differ by how they were built.
  process.env[BUILD_TIME_ENV] = '2026-11-25T01:00:00.000Z';
  await build('kept', [FIRST, SECOND], keptDir);
  await build('vite', [SECOND], null);
}, 600_000);

afterAll(async () => {
  delete process.env[BUILD_TIME_ENV];
  if (work) await rm(work, { recursive: true, force: true });
});

describe('a dealer built from the server bundle another dealer’s build kept', () => {
  it('takes the bundle: only the first build runs Vite', () => {
    expect(keptTimings('kept', FIRST)?.keptBundle).toBe(false);
    expect(keptTimings('kept', SECOND)?.keptBundle).toBe(true);
    expect(keptTimings('vite', SECOND)?.keptBundle).toBe(false);
  });

  it('is byte for byte the site Astro’s own build makes', async () => {
    const fromBundle = await siteFiles(path.join(work, 'dist', 'kept', SECOND));
    const withVite = await siteFiles(path.join(work, 'dist', 'vite', SECOND));
    expect(fromBundle.size).toBeGreaterThan(100);
    expect([...fromBundle.keys()]).toEqual(expect.arrayContaining(['index.html', '404.html']));
    expect(differingFiles(fromBundle, withVite)).toEqual([]);
  });

  it('leaves no build directory of its own behind', async () => {
    const entries = await readdir(path.join(work, 'dist', 'kept', SECOND));
    expect(entries.filter((name) => name.startsWith('.prerender'))).toEqual([]);
  });

  it('came from a bundle that holds neither dealer', async () => {
    const [bundle, ...others] = await readdir(keptDir);
    expect(others).toEqual([]);
    const hosts = ['www.ironbarkmotorcycles.com.au', 'www.totaramotors.co.nz', work];
    const mentions: string[] = [];
    for (const entry of await readdir(path.join(keptDir, bundle ?? ''), {
      recursive: true,
      withFileTypes: true,
    })) {
      if (!entry.isFile()) continue;
      const text = await readFile(path.join(entry.parentPath, entry.name), 'latin1');
      for (const host of hosts) if (text.includes(host)) mentions.push(`${entry.name}: ${host}`);
    }
    expect(mentions).toEqual([]);
  });
});

describe('a kept bundle that lost a file', () => {
  it('is built again with Vite and kept whole, and the site is still the same', async () => {
    const [bundle] = await readdir(keptDir);
    const assets = path.join(keptDir, bundle ?? '', 'files', '_astro');
    const [asset] = await readdir(assets);
    await rm(path.join(assets, asset ?? ''));
    const [again] = await build('again', [SECOND], keptDir);
    expect(again?.timings?.keptBundle).toBe(false);
    const rebuilt = await siteFiles(path.join(work, 'dist', 'again', SECOND));
    const withVite = await siteFiles(path.join(work, 'dist', 'vite', SECOND));
    expect(differingFiles(rebuilt, withVite)).toEqual([]);
    // That build kept the bundle whole again.
    const [later] = await build('later', [SECOND], keptDir);
    expect(later?.timings?.keptBundle).toBe(true);
  });
});
