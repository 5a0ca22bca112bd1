/**
 * Page reuse: a rebuild takes a car page or checkout page from the site it replaces, instead
 * of rendering it again, when everything the page is rendered from is unchanged. A nightly
 * feed changes a few prices; without this, every one of a large dealer's 10,000 pages would
 * be rendered and compressed again to change a few hundred of them.
 *
 * Each page gets a key, a digest of what it is rendered from:
 * - the site key, shared by every page: the project's code (its fingerprint), the dealer's
 *   config and what the shared parts of every page derive from the stock (counts, menus, the
 *   search routes, the site's structured data);
 * - the car itself, and for a car page how many similar cars it holds a place for (the cars
 *   themselves are in the site's similar-car files, which every build writes anew).
 * The previous build's keys are kept beside its pages (PAGE_KEYS_FILE). Pages whose key is
 * the same are "prebuilt": their routes leave them out (site.prebuiltPages), and the build
 * links the previous files and their compressed copies into the new site instead. Dated rules
 * (a 'new arrival' tag running out, a special day) are the other input: previous pages are
 * reused only until the first moment one of them would read differently (nextBoundary).
 *
 * The built assets' names are not in the key: they follow from the code alone. The build
 * still checks that they are the names the previous pages link to (assetsUnchanged) and
 * renders every page when they are not.
 *
 * A component that shows more of the site than the above must add it to `siteWideParts`.
 * The build test that compares a rebuild with a forced build byte for byte
 * (tests/integration/build/page-reuse.test.ts) is there to catch one that was missed.
 */
import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkoutCars } from '../../features/checkout/checkout-paths.ts';
import { sitePageFile } from '../../integrations/page-files.ts';
import { menuData } from '../../features/header/menu-data.ts';
import { carPath } from '../../lib/cars/index.ts';
import { similarCarsOnSite } from '../../lib/cars/similar-on-site.ts';
import { siteGraphFor } from '../../lib/seo/index.ts';
import type { Site } from '../../lib/site/site.ts';
import type { Car } from '../../lib/stock/car.ts';
import { copiesOf, withoutCompressedCopies } from './compress-twins.ts';
import type { KnownNoindex } from '../../integrations/sitemap-robots.ts';
import type { PageSources } from './page-sources.ts';

/** Beside the pages, a dot-file the server never serves. */
export const PAGE_KEYS_FILE = '.forecourt-pages.json';

const KEYS_VERSION = 2;

interface PageKeysFile {
  version: typeof KEYS_VERSION;
  /** The build's clock (ISO). */
  asOf: string;
  /** The first moment a dated rule changes a page (ISO); null when none will. */
  validUntil: string | null;
  /** The built assets' names (`_astro/`), sorted. */
  assets: string[];
  /** Site path ('/cars/x') → key. */
  pages: Record<string, string>;
  /** The inline scripts of the keyed pages, each text once. */
  scripts: string[];
  /**
   * What each keyed page holds, by file: for the security policy (emit-headers.ts), its
   * scripts as indexes into `scripts` and its images' origins; for the sitemap, whether it
   * opts out of indexing, where the build knew.
   */
  sources: Record<string, { scripts: number[]; imageOrigins: string[]; noindex?: boolean }>;
}

export interface PageReuseInput {
  site: Site;
  projectFingerprint: string;
  /** The site this build replaces; null to render every page (a forced build). */
  previousDir: string | null;
  /** nextBoundary of this build (prepare-dealer.ts). */
  validUntil: Date | null;
}

export interface PageReusePlan {
  /** Site paths ('/cars/x', '/cars/x/checkout') taken from the previous build. */
  prebuilt: string[];
  /** Their files relative to the site ('cars/x/index.html'). */
  prebuiltFiles: Set<string>;
  /** What the prebuilt pages hold inline, as scanned when they were built. */
  prebuiltSources: Map<string, PageSources>;
  /** Whether a prebuilt page ('cars/x/index.html') opts out of indexing, where known. */
  prebuiltNoindex: KnownNoindex;
  /** False when the build's assets are not those the previous pages link to. */
  assetsUnchanged(outDir: string): Promise<boolean>;
  /** Links the prebuilt pages and their copies (compress-twins.ts) from the previous site into `outDir`. */
  linkPrebuilt(outDir: string): Promise<void>;
  /**
   * Writes this build's keys beside its pages, with what each keyed page holds inline and
   * whether it opts out of indexing.
   */
  save(
    outDir: string,
    sources: ReadonlyMap<string, PageSources>,
    noindex: KnownNoindex,
  ): Promise<void>;
}

export async function planPageReuse(input: PageReuseInput): Promise<PageReusePlan> {
  const { site, previousDir } = input;
  const previous = previousDir ? await readKeys(previousDir, site.now) : null;
  const keys = pageKeys(site, input.projectFingerprint);
  const prebuilt =
    previous && previousDir
      ? Object.keys(keys).filter(
          (page) => previous.pages[page] === keys[page] && previous.sources[sitePageFile(page)],
        )
      : [];
  const prebuiltFiles = new Set(prebuilt.map(sitePageFile));
  const prebuiltSources = new Map(
    [...prebuiltFiles].map((file) => [file, previous ? sourcesIn(previous, file) : NO_SOURCES]),
  );
  return {
    prebuilt,
    prebuiltFiles,
    prebuiltSources,
    prebuiltNoindex: (file) =>
      prebuiltFiles.has(file) ? previous?.sources[file]?.noindex : undefined,
    async assetsUnchanged(outDir) {
      if (prebuilt.length === 0) return true;
      const assets = await assetNames(outDir);
      return JSON.stringify(assets) === JSON.stringify(previous?.assets);
    },
    async linkPrebuilt(outDir) {
      if (!previousDir) return;
      const linkPage = async (file: string) => {
        await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
        for (const copy of [file, ...copiesOf(file).map((extension) => `${file}${extension}`)]) {
          const from = path.join(previousDir, copy);
          const to = path.join(outDir, copy);
          // A copy not made (too small to gain) is simply not there.
          await link(from, to).catch((error: NodeJS.ErrnoException) =>
            error.code === 'ENOENT' ? undefined : copyFile(from, to),
          );
        }
      };
      // Many pages at once: the disk, not the code, sets the pace.
      const files = [...prebuiltFiles];
      for (let start = 0; start < files.length; start += LINK_BATCH) {
        await Promise.all(files.slice(start, start + LINK_BATCH).map(linkPage));
      }
    },
    async save(outDir, sources, noindex) {
      const scripts = new Map<string, number>();
      const indexOf = (text: string) =>
        scripts.get(text) ?? (scripts.set(text, scripts.size), scripts.size - 1);
      const keyed: PageKeysFile['sources'] = {};
      for (const page of Object.keys(keys)) {
        const found = sources.get(sitePageFile(page));
        if (!found) continue;
        const optsOut = noindex(sitePageFile(page));
        keyed[sitePageFile(page)] = {
          scripts: found.scripts.map(indexOf),
          imageOrigins: found.imageOrigins,
          ...(optsOut === undefined ? {} : { noindex: optsOut }),
        };
      }
      const file: PageKeysFile = {
        version: KEYS_VERSION,
        asOf: site.now.toISOString(),
        validUntil: input.validUntil?.toISOString() ?? null,
        assets: await assetNames(outDir),
        pages: keys,
        scripts: [...scripts.keys()],
        sources: keyed,
      };
      await writeFile(path.join(outDir, PAGE_KEYS_FILE), JSON.stringify(file));
    },
  };
}

const LINK_BATCH = 32;

const NO_SOURCES: PageSources = { scripts: [], imageOrigins: [] };

function sourcesIn(file: PageKeysFile, page: string): PageSources {
  const found = file.sources[page];
  if (!found) return NO_SOURCES;
  return {
    scripts: found.scripts.map((index) => file.scripts[index] ?? ''),
    imageOrigins: found.imageOrigins,
  };
}

/**
 * The previous build's keys, when its pages still read the same at `now`: built at or before
 * `now`, and no dated rule has crossed a boundary since. Null otherwise (or when missing).
 */
async function readKeys(previousDir: string, now: Date): Promise<PageKeysFile | null> {
  try {
    const file = JSON.parse(
      await readFile(path.join(previousDir, PAGE_KEYS_FILE), 'utf8'),
    ) as PageKeysFile;
    if (file.version !== KEYS_VERSION) return null;
    if (Date.parse(file.asOf) > now.getTime()) return null;
    if (file.validUntil !== null && now.getTime() >= Date.parse(file.validUntil)) return null;
    return file;
  } catch {
    return null;
  }
}

/** Every car page's and checkout page's key, by site path. */
function pageKeys(site: Site, projectFingerprint: string): Record<string, string> {
  const siteKey = digest(projectFingerprint, JSON.stringify(siteWideParts(site)));
  // A car is in the keys of its car page and its checkout pages: written out once.
  const texts = new Map<Car, string>();
  const text = (car: Car) =>
    texts.get(car) ?? (texts.set(car, JSON.stringify(car)), texts.get(car)!);
  const keys: Record<string, string> = {};
  for (const car of site.cars) {
    // A car page holds a placeholder for each similar car; the cars themselves are in the
    // site's similar-car files (lib/cars/similar-cars-data.ts), which every build writes.
    const similar = String(similarCarsOnSite(site, car).length);
    keys[carPath(car)] = digest(siteKey, 'car', text(car), similar);
  }
  for (const route of ['checkout', 'buy-online'] as const) {
    for (const car of checkoutCars(site, route)) {
      keys[`${carPath(car)}/${route}`] = digest(siteKey, route, text(car));
    }
  }
  return keys;
}

/** What every page shows of the site beyond its own car (see the top of this file). */
function siteWideParts(site: Site) {
  const { dealer, file, counts, vehicleKind, search } = site;
  const { input, counts: landingCounts, landingPages } = search.routes;
  return {
    dealer,
    file,
    counts,
    vehicleKind,
    routes: { input, landingCounts, landingPages },
    latestIndexUrl: search.latestIndexUrl,
    menu: menuData(site),
    graph: siteGraphFor(site, { withLocations: false }),
  };
}

function digest(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 22);
}

async function assetNames(outDir: string): Promise<string[]> {
  const names = await readdir(path.join(outDir, '_astro')).catch(() => []);
  return withoutCompressedCopies(names).sort();
}
