/**
 * Emit step: writes the site's `_headers` host file (Netlify / Cloudflare Pages format) from the
 * built pages and the dealer's config. The Content-Security-Policy allows the inline scripts
 * and styles the pages hold by their sha256 hashes, computed from the built HTML, so it always
 * matches what Astro wrote. The pages reach the scan through precompression's single read of
 * every file (builtSourceScan): on meridian's 738 MB of pages, scan and compression took
 * 24.9–25.4 s in one pass against 25.5–27.7 s in two (three rounds each).
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  contentSecurityPolicy,
  permissionsPolicy,
  siteFeatures,
  type BuiltSources,
} from '../../lib/hosting/csp.ts';
import {
  cloudflareLimitProblems,
  formatHeadersFile,
  type HeaderRule,
} from '../../lib/hosting/headers-file.ts';
import { absoluteOrigins } from '../../lib/hosting/inline-sources.ts';
import { siteHeaderRules } from '../../lib/hosting/site-headers.ts';
import type { Site } from '../../lib/site/site.ts';
import { withoutCompressedCopies } from './compress-twins.ts';
import { pageSources, type PageSources } from './page-sources.ts';
import { listFiles } from './site-files.ts';

export const HEADERS_FILE = '_headers';

export interface EmittedHeaders {
  rules: HeaderRule[];
  /** Host limits the file breaks (it is still written: the local server and Netlify read it). */
  warnings: string[];
  /** The host file's size, for the site's byte count. */
  bytes: number;
}

/** What the policy must allow, gathered page by page as the build reads its output. */
export interface BuiltSourceScan {
  /** Takes one served file's bytes ('/'-separated site path); only pages are scanned. */
  read(file: string, content: Buffer): void;
  /**
   * Takes a page's sources as scanned before: a page reused from the previous build, or one
   * the staging worker scanned as it was rendered.
   */
  add(file: string, sources: PageSources): void;
  /** Each page's sources, by file. */
  readonly pages: ReadonlyMap<string, PageSources>;
  sources(): BuiltSources;
}

export function builtSourceScan(site: Site): BuiltSourceScan {
  const pages = new Map<string, PageSources>();
  // Thousands of pages hold the same few scripts: each page keeps the one copy of a text.
  const texts = new Map<string, string>();
  const intern = (text: string) => texts.get(text) ?? (texts.set(text, text), text);
  const add = (file: string, sources: PageSources) => {
    pages.set(file, {
      scripts: sources.scripts.map(intern),
      imageOrigins: sources.imageOrigins.map(intern),
    });
  };
  return {
    read(file, content) {
      if (file.endsWith('.html')) add(file, pageSources(content));
    },
    add,
    pages,
    sources() {
      const scripts = new Set<string>();
      const origins = new Set(absoluteOrigins(carImageUrls(site)));
      for (const page of pages.values()) {
        for (const text of page.scripts) scripts.add(text);
        for (const origin of page.imageOrigins) origins.add(origin);
      }
      return { scriptHashes: [...scripts].map(sha256Source), imageOrigins: [...origins].sort() };
    },
  };
}

/** Writes `_headers` for the site in `outDir`, whose pages `built` was gathered from. */
export async function emitHeaders(
  site: Site,
  outDir: string,
  built: BuiltSources,
  files: readonly string[] = servedFiles(outDir),
): Promise<EmittedHeaders> {
  const features = siteFeatures(site.dealer);
  const hashedIndex = contentHashedIndexFile(site.search.indexUrl);
  const rules = siteHeaderRules({
    contentSecurityPolicy: contentSecurityPolicy(features, built),
    permissionsPolicy: permissionsPolicy(features),
    files,
    isImmutable: (file) => file.startsWith('_astro/') || file === hashedIndex,
  });
  const text = formatHeadersFile(rules);
  await writeFile(path.join(outDir, HEADERS_FILE), text);
  const warnings = cloudflareLimitProblems(rules).map(
    (problem) => `${HEADERS_FILE}: ${problem}; Cloudflare Pages would not apply all of it`,
  );
  return { rules, warnings, bytes: Buffer.byteLength(text) };
}

/**
 * Every file a browser may be sent, '/'-separated: no dot-files (the build record, the API's
 * tenant data), not the host file itself, and not the precompressed copies (`x.br`, `x.gz`
 * beside `x`), which are other encodings of the same path. Taken from `listed` (listFiles of
 * outDir) when the caller has listed the site already.
 */
export function servedFiles(
  outDir: string,
  listed: readonly string[] = listFiles(outDir),
): string[] {
  const files = listed.filter(
    (file) => file !== HEADERS_FILE && !file.split('/').some((part) => part.startsWith('.')),
  );
  return withoutCompressedCopies(files);
}

/** The index file's site path without its leading slash, when its name carries a content hash. */
function contentHashedIndexFile(indexUrl: string | null): string | null {
  if (!indexUrl || !/\.[0-9a-f]{8,}\.json$/i.test(indexUrl)) return null;
  return indexUrl.replace(/^\/+/, '');
}

function carImageUrls(site: Site): string[] {
  return site.cars.flatMap((car) => [
    car.primary_image_url,
    ...car.images.flatMap(({ image }) => [image.url, image.thumb.url]),
  ]);
}

/** A CSP hash source: sha256 of the UTF-8 text, base64 (without the quotes). */
export function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
