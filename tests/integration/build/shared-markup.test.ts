/**
 * The contract of the build's two ways of rendering pages faster: they change no byte.
 * - SharedMarkup (src/components/SharedMarkup.ts) reuses the header and footer rendered once
 *   per build. A difference means a header or footer depends on the page (beyond marking the
 *   link to the current page) without that input being part of its variant.
 * - segmented-page-render.ts edits Astro's page renderer to encode a page in segments.
 * Every sample dealer is prepared once, and each prepared site is built twice: as
 * `npm run build` builds it, and plainly (runAstroBuild's reuseSharedMarkup and segmentPages
 * false), where every page renders its own header and footer in place, as a plain <slot />
 * would, and Astro encodes it whole. Every HTML file must come out byte for byte the same.
 *
 * The dealers are built from a copy of `dealers/` whose generated stock is capped at
 * MAX_GENERATED_CARS cars: the header and footer vary by page type and dealer settings, not by
 * how many cars there are, and a 3,400-car dealer's 7,000 pages were most of this test's time.
 *
 * Cost: eight real Astro builds. The two ways build side by side, each in a process of its own
 * (build-sites.ts) building the four sites one after another, so Astro's warm-up is paid once
 * per way and the two share the cores. Output goes to a fresh directory under the project's
 * git-ignored .cache/ (Astro builds only inside the project: astro-build.ts).
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serialize } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDealerSlugs } from '../../../src/server/build/dealers.ts';
import { PROJECT_ROOT } from '../../../src/server/build/paths.ts';
import { prepareDealer } from '../../../src/server/prepare/prepare-dealer.ts';
import type { SiteBuilds } from './build-sites.ts';

const BUILD_SITES = path.join(import.meta.dirname, 'build-sites.ts');
const dealersDir = path.join(PROJECT_ROOT, 'dealers');
const slugs = await listDealerSlugs(dealersDir);
/** Cars a generated stock is cut to: still every page type, landing pages and locations. */
const MAX_GENERATED_CARS = 300;
let work: string;
const running = new Set<ReturnType<typeof spawn>>();

const outDir = (slug: string, way: 'reused' | 'fresh') => path.join(work, way, slug);

/** Runs build-sites.ts with the Node running this test; rejects with its output if it fails. */
function buildSites(builds: SiteBuilds): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUILD_SITES, JSON.stringify(builds)], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.on('error', reject);
    child.on('close', (code) => {
      running.delete(child);
      const way = builds.optimised ? 'as npm run build does' : 'plainly';
      if (code === 0) resolve();
      else reject(new Error(`building ${way} failed (exit code ${code}):\n${output}`));
    });
  });
}

beforeAll(async () => {
  await mkdir(path.join(PROJECT_ROOT, '.cache'), { recursive: true });
  work = await mkdtemp(path.join(PROJECT_ROOT, '.cache', 'shared-markup-'));
  const cappedDealersDir = path.join(work, 'dealers');
  await cp(dealersDir, cappedDealersDir, { recursive: true });
  for (const slug of slugs)
    await capGeneratedStock(path.join(cappedDealersDir, slug, 'dealer.json'));
  // One prepared site per dealer, which both ways build from: the same moment, the same data.
  const jobs: { slug: string; preparedFile: string; siteUrl: string }[] = [];
  for (const slug of slugs) {
    const { site } = prepareDealer(slug, { dealersDir: cappedDealersDir });
    const preparedFile = path.join(work, `${slug}.v8`);
    await writeFile(preparedFile, serialize(site));
    jobs.push({ slug, preparedFile, siteUrl: site.dealer.url });
  }
  const way = (optimised: boolean) =>
    buildSites({
      projectRoot: PROJECT_ROOT,
      optimised,
      jobs: jobs.map(({ slug, preparedFile, siteUrl }) => ({
        preparedFile,
        siteUrl,
        outDir: outDir(slug, optimised ? 'reused' : 'fresh'),
      })),
    });
  await Promise.all([way(true), way(false)]);
  // Generous: a CI box busy with the rest of the suite can be several times slower than idle.
}, 600_000);

afterAll(async () => {
  // Builds still running (the hook timed out) would write into the directory removed below.
  for (const child of running) child.kill();
  if (work) await rm(work, { recursive: true, force: true });
});

/** Cuts a dealer file's generated stock (`stock.generate.count`) to MAX_GENERATED_CARS. */
async function capGeneratedStock(dealerFile: string): Promise<void> {
  const dealer = JSON.parse(await readFile(dealerFile, 'utf8')) as {
    stock?: { generate?: { count: number } };
  };
  const generate = dealer.stock?.generate;
  if (!generate || generate.count <= MAX_GENERATED_CARS) return;
  generate.count = MAX_GENERATED_CARS;
  await writeFile(dealerFile, JSON.stringify(dealer, null, 2));
}

/** Every .html file under `dir`, as paths relative to it, sorted. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Where two renders of a page part ways, with some context, for the failure message. */
function firstDifference(reused: string, fresh: string): string {
  let at = 0;
  while (at < reused.length && reused[at] === fresh[at]) at++;
  const around = (text: string) => text.slice(Math.max(0, at - 160), at + 160);
  return `at character ${at}\n  reused: ${around(reused)}\n  fresh:  ${around(fresh)}`;
}

describe('pages rendered as npm run build renders them', () => {
  it('are checked on four sample dealers or more', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(4);
  });

  it.each(slugs)('%s: every page is byte-identical to a plain render of the page', async (slug) => {
    const reused = outDir(slug, 'reused');
    const fresh = outDir(slug, 'fresh');
    const files = await htmlFiles(reused);
    expect(await htmlFiles(fresh)).toEqual(files);
    // The home page, the 404 page and a good number of others, each with the shell in it.
    expect(files).toEqual(expect.arrayContaining(['index.html', '404.html']));
    expect(files.length).toBeGreaterThan(50);

    const differences: string[] = [];
    for (const file of files) {
      const [a, b] = await Promise.all([
        readFile(path.join(reused, file)),
        readFile(path.join(fresh, file)),
      ]);
      expect(a.includes('</header>') && a.includes('</footer>'), `${file}: header, footer`).toBe(
        true,
      );
      if (!a.equals(b)) differences.push(`${slug}/${file} ${firstDifference(`${a}`, `${b}`)}`);
    }
    expect(differences, `${differences.length} of ${files.length} pages differ`).toEqual([]);
  });
});
