/**
 * A motorcycle dealer's site speaks of motorcycles on every page (issue 16 point 5): each
 * sample dealer whose prepared site sells motorcycles is built for real, and every HTML file
 * of the build is read for its visible words (visible-words.ts). None may say 'car' or 'cars':
 * the platform's copy takes its noun from vehicleWords (src/lib/content/vehicle-words.ts), and a
 * motorcycle dealer's own data has no business saying it either. Addresses (/cars/{slug},
 * /electric-cars: spec §2 routes) are not words. The e2e tests in search-pages.spec.ts read the
 * live search and checkout pages; this one reads every page as built.
 *
 * Cost: one Astro build of each motorcycle dealer (ironbark-motorcycles: 191 pages, about 20 s
 * on a busy 2-core box), into a fresh directory under the project's git-ignored .cache/.
 */
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDealer, type BuildContext } from '../../../src/server/build/dealer-build.ts';
import { listDealerSlugs } from '../../../src/server/build/dealers.ts';
import { PROJECT_ROOT } from '../../../src/server/build/paths.ts';
import { prepareDealer } from '../../../src/server/prepare/prepare-dealer.ts';
import { carWords, visibleWords } from './visible-words.ts';

const dealersDir = path.join(PROJECT_ROOT, 'dealers');
const motorcycleDealers = (await listDealerSlugs(dealersDir)).filter(
  (slug) => prepareDealer(slug, { dealersDir }).site.vehicleKind === 'motorcycle',
);

let work: string;
/** Each motorcycle dealer's pages: path in the site and visible words. */
const built = new Map<string, { file: string; words: string }[]>();

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
  await mkdir(path.join(PROJECT_ROOT, '.cache'), { recursive: true });
  work = await mkdtemp(path.join(PROJECT_ROOT, '.cache', 'vehicle-noun-'));
  const context: BuildContext = {
    projectRoot: PROJECT_ROOT,
    dealersDir,
    distDir: path.join(work, 'sites'),
    projectFingerprint: 'vehicle-noun',
    force: true,
    verbose: false,
  };
  for (const slug of motorcycleDealers) {
    const { result } = await buildDealer(slug, context);
    if (result.status === 'failed') throw new Error(result.error);
    const site = path.join(context.distDir, slug);
    const files = await htmlFiles(site);
    const pages = await Promise.all(
      files.map(async (file) => ({
        file: path.relative(site, file),
        words: visibleWords(await readFile(file, 'utf8')),
      })),
    );
    built.set(slug, pages);
  }
}, 400_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('visible words', () => {
  it('reads the title, descriptions, text and labels, but not scripts or addresses', () => {
    const html = [
      '<html><head><title>Car Finance | X</title>',
      '<meta name="description" content="Finance for your car.">',
      '<script type="application/ld+json">{"name":"cars"}</script></head>',
      '<body><a href="/cars/trade-in" aria-label="Value your car">Trade in</a>',
      '<p>See https://x.example/cars and /search/used-cars &amp; the Carlingford CarPlay</p>',
      '<noscript><p>Printing a car needs JavaScript</p></noscript>',
      '<script>const cars = [];</script><template><p>car</p></template></body></html>',
    ].join('');
    const words = visibleWords(html);
    for (const piece of ['Car Finance', 'for your car.', 'Printing a car', 'Value your car'])
      expect(words).toContain(piece);
    // The four above, and nothing from the scripts, the template or the addresses.
    expect(carWords(words, 'test')).toHaveLength(4);
    expect(words).not.toMatch(/cars|trade-in|x\.example/);
  });
});

describe("a motorcycle dealer's built pages", () => {
  it('there is a motorcycle dealer among the sample dealers', () => {
    expect(motorcycleDealers.length).toBeGreaterThan(0);
  });

  for (const slug of motorcycleDealers) {
    it(`${slug}: every page is read, and they speak of motorcycles`, () => {
      const pages = built.get(slug) ?? [];
      // Search landing pages, car pages, content pages, forms: far more than a handful.
      expect(pages.length).toBeGreaterThan(100);
      expect(pages.map((p) => p.file)).toEqual(
        expect.arrayContaining([
          'index.html',
          '404.html',
          'finance/index.html',
          'print/index.html',
        ]),
      );
      const saying = pages.filter((p) => /\bmotorcycles?\b/i.test(p.words));
      expect(saying.length).toBeGreaterThan(pages.length / 2);
    });

    it(`${slug}: no page says car`, () => {
      const found = (built.get(slug) ?? []).flatMap((p) => carWords(p.words, p.file));
      expect(found).toEqual([]);
    });
  }
});
