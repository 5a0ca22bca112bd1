import { readFileSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { parseDealer } from '../../../lib/config/parse-dealer.ts';
import { savedCarsPage } from '../../../lib/favourites/index.ts';
import { DEALER_FILE } from '../dealers.ts';
import { imagesWithoutSize, scanHtml } from '../../../lib/html/scan-html.ts';
import { DEFAULT_ROUTES, pageKind, pagePath, type SiteRoutes } from './page-types.ts';
import type { PageWeight } from './page-weights.ts';
import { pageScriptEntries, resolveModule, walkScripts } from './script-graph.ts';
import { watchlistPage } from '../../../lib/watchlist/page.ts';

const compress = promisify(brotliCompress);

/**
 * Brotli bytes at quality 11, what a static host serves pre-compressed. The same output as
 * brotliCompressSync; the async form runs on libuv's pool, so pages compress on every core.
 */
export async function brotliSize(data: Buffer | string): Promise<number> {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  const compressed = await compress(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  return compressed.length;
}

/** Dealer directories under dist that hold a built site (an index.html), sorted. */
export async function listBuiltDealers(distDir: string): Promise<string[]> {
  const entries = await readdir(distDir, { withFileTypes: true }).catch(() => []);
  const built: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory() && (await isFile(path.join(distDir, entry.name, 'index.html'))))
      built.push(entry.name);
  }
  return built.sort();
}

/** Every HTML file of a site, relative with '/' separators, sorted; dot-directories skipped. */
export async function listHtmlFiles(siteDir: string): Promise<string[]> {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')))
    .sort();
}

/**
 * The dealer's search and saved-cars paths from its dealer.json; the defaults when the dist
 * holds a dealer the dealers directory does not (or cannot parse), with the reason.
 */
export async function readSiteRoutes(
  dealersDir: string,
  slug: string,
): Promise<{ routes: SiteRoutes; source: string }> {
  const file = path.join(dealersDir, slug, DEALER_FILE);
  try {
    const dealer = parseDealer(JSON.parse(await readFile(file, 'utf8')), file);
    const routes = {
      searchPath: dealer.search.path,
      savedCarsPath: savedCarsPage(dealer.config.saved_cars).path,
      watchlistPath: watchlistPage(dealer.config.watchlist)?.path ?? null,
    };
    return { routes, source: path.relative(process.cwd(), file) };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { routes: DEFAULT_ROUTES, source: `the defaults: ${reason}` };
  }
}

export interface SiteMeasure {
  pages: PageWeight[];
  /** Script site paths no file answers, each with the first page naming it. */
  missing: Map<string, string>;
  /** Scripts from other origins or bare specifiers, with the first page naming them. */
  unmeasured: Map<string, string>;
}

/** Weighs every HTML page of one built site. */
export async function measureSite(siteDir: string, routes: SiteRoutes): Promise<SiteMeasure> {
  const texts = new Map<string, string | undefined>();
  const read = (sitePath: string): string | undefined => {
    if (!texts.has(sitePath)) texts.set(sitePath, readSiteFile(siteDir, sitePath));
    return texts.get(sitePath);
  };
  // Pages share most of their scripts: each file (or inline text) is compressed once.
  const sizes = new Map<string, Promise<number>>();
  const sizeOf = (key: string, data: () => string) => {
    let size = sizes.get(key);
    if (!size) sizes.set(key, (size = brotliSize(data())));
    return size;
  };
  const measure: SiteMeasure = { pages: [], missing: new Map(), unmeasured: new Map() };

  const weigh = async (file: string): Promise<PageWeight> => {
    const html = await readFile(path.join(siteDir, file));
    const htmlBrotli = brotliSize(html);
    const url = pagePath(file);
    const tags = scanHtml(html.toString('utf8'));
    const entries = pageScriptEntries(tags);
    const graph = walkScripts(entries, url, read);
    for (const missing of graph.missing)
      if (!measure.missing.has(missing)) measure.missing.set(missing, url);
    for (const other of graph.unmeasured)
      if (!measure.unmeasured.has(other)) measure.unmeasured.set(other, url);
    const fileSize = (sitePath: string) => sizeOf(`file:${sitePath}`, () => read(sitePath) ?? '');
    const upFront = await Promise.all([
      ...graph.upFront.map(fileSize),
      ...entries.inline.map((code) => sizeOf(`inline:${code}`, () => code)),
    ]);
    const later = await Promise.all(graph.later.map(fileSize));
    const images = tags.filter((tag) => tag.name === 'img');
    return {
      file,
      path: url,
      kind: pageKind(file, routes),
      htmlBytes: html.length,
      htmlBrotli: await htmlBrotli,
      jsUpFront: sum(upFront),
      jsLater: sum(later),
      islands: entries.islands,
      islandFiles: entries.islandSrcs.flatMap((src) => {
        const target = resolveModule(src, url);
        return target.kind === 'site' ? [target.path] : [];
      }),
      upFrontFiles: graph.upFront,
      images: images.length,
      unsizedImages: imagesWithoutSize(images).map((tag) => tag.attrs['src'] ?? '(no src)'),
    };
  };

  measure.pages = await mapLimit(await listHtmlFiles(siteDir), availableParallelism() * 2, weigh);
  return measure;
}

/** A file of the site by URL path, as text; undefined when there is none. */
function readSiteFile(siteDir: string, sitePath: string): string | undefined {
  try {
    return readFileSync(path.join(siteDir, sitePath), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/** `fn` over items with at most `limit` running at once; results in input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}
