/**
 * Page reuse: a rebuild takes a car page or checkout page from the site it replaces, instead
 * of rendering it again, when everything the page is rendered from is unchanged. A nightly
 * feed changes a few prices; without this, every one of a large dealer's 10,000 pages would
 * be rendered and compressed again to change a few hundred of them.
 *
 * Each page gets a key, a digest of what it is rendered from:
 * - the site key, shared by every page: the project's code (its fingerprint), the built
 *   assets' names, the dealer's config and what the shared parts of every page derive from the
 *   stock (counts, menus, the search routes, the site's structured data);
 * - the car itself, and for a car page the similar cars it lists.
 * The previous build's keys are kept beside its pages (PAGE_KEYS_FILE). A page whose key is
 * the same is taken byte for byte from the previous site. Dated rules (a 'new arrival' tag
 * running out, a special day) are the other input: the previous pages are reused only until
 * the first moment one of them would read differently (the build record's nextBoundary).
 *
 * A component that shows more of the site than the above must add it to `siteWideParts`.
 * The build test that compares a rebuild with a forced build byte for byte
 * (tests/integration/build/page-reuse.test.ts) is there to catch one that was missed.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { menuData } from '../../features/header/menu-data.ts';
import { similarCarsOnSite } from '../../lib/cars/similar-on-site.ts';
import { siteGraphFor } from '../../lib/seo/index.ts';
import type { Site } from '../../lib/site/site.ts';
import type { Car } from '../../lib/stock/car.ts';

/** Beside the pages, a dot-file the server never serves. */
export const PAGE_KEYS_FILE = '.forecourt-pages.json';

const KEYS_VERSION = 1;

interface PageKeysFile {
  version: typeof KEYS_VERSION;
  /** The build's clock (ISO). */
  asOf: string;
  /** The first moment a dated rule changes a page (ISO); null when none will. */
  validUntil: string | null;
  /** Site path ('/cars/x/') → key. */
  pages: Record<string, string>;
}

/** Routes whose pages are keyed: one page per car each, the bulk of a large site. */
const CAR_ROUTES = new Set(['/cars/[slug]', '/cars/[slug]/checkout', '/cars/[slug]/buy-online']);

export interface PageReuseInput {
  site: Site;
  projectFingerprint: string;
  /** This build's output directory: its built assets' names are part of every key. */
  outDir: string;
  /** The site this build replaces; null to render every page (a forced build). */
  previousDir: string | null;
  /** nextBoundary of this build (prepare-dealer.ts). */
  validUntil: Date | null;
}

export interface PageReuse {
  /** The previous build's bytes of this page when its key is unchanged, else null. */
  previousPage(route: string, pathname: string): Promise<Buffer | null>;
  /** Pages taken from the previous build so far. */
  readonly reused: number;
  /** Writes this build's keys beside its pages, for the next build. */
  save(): Promise<void>;
}

export async function openPageReuse(input: PageReuseInput): Promise<PageReuse> {
  const { site, outDir, previousDir } = input;
  const previous = previousDir ? await readKeys(previousDir, site.now) : null;
  const carsBySlug = new Map(site.cars.map((car) => [car.slug, car]));
  const keys: Record<string, string> = {};
  let siteKey: string | null = null;
  let reused = 0;
  return {
    async previousPage(route, pathname) {
      if (!CAR_ROUTES.has(route)) return null;
      const car = carsBySlug.get(pathname.split('/')[2] ?? '');
      if (!car) return null;
      // The assets exist once Astro renders: the site key is made on the first page.
      siteKey ??= siteKeyOf(site, input.projectFingerprint, outDir);
      const key = pageKey(siteKey, route, site, car);
      keys[pathname] = key;
      if (!previousDir || previous?.pages[pathname] !== key) return null;
      const bytes = await readFile(pageFile(previousDir, pathname)).catch(() => null);
      if (bytes) reused++;
      return bytes;
    },
    get reused() {
      return reused;
    },
    async save() {
      const file: PageKeysFile = {
        version: KEYS_VERSION,
        asOf: site.now.toISOString(),
        validUntil: input.validUntil?.toISOString() ?? null,
        pages: keys,
      };
      await writeFile(path.join(outDir, PAGE_KEYS_FILE), JSON.stringify(file));
    },
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
    if (file.version !== KEYS_VERSION || typeof file.pages !== 'object') return null;
    if (Date.parse(file.asOf) > now.getTime()) return null;
    if (file.validUntil !== null && now.getTime() >= Date.parse(file.validUntil)) return null;
    return file;
  } catch {
    return null;
  }
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

function siteKeyOf(site: Site, projectFingerprint: string, outDir: string): string {
  let assets: string[] = [];
  try {
    assets = readdirSync(path.join(outDir, '_astro')).sort();
  } catch {
    // No built assets: nothing to add.
  }
  return digest(projectFingerprint, JSON.stringify(assets), JSON.stringify(siteWideParts(site)));
}

function pageKey(siteKey: string, route: string, site: Site, car: Car): string {
  const similar = route === '/cars/[slug]' ? similarCarsOnSite(site, car) : [];
  return digest(siteKey, route, JSON.stringify(car), JSON.stringify(similar));
}

function digest(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 22);
}

/** The page's file in a site built with Astro's 'directory' format. */
function pageFile(siteDir: string, pathname: string): string {
  return path.join(siteDir, ...pathname.split('/').filter(Boolean), 'index.html');
}
