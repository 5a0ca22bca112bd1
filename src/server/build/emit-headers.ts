/**
 * Emit step: writes the site's `_headers` host file (Netlify / Cloudflare Pages format) from the
 * built pages and the dealer's config. The Content-Security-Policy allows the inline scripts
 * and styles the pages hold by their sha256 hashes, computed here from the built HTML, so it
 * always matches what Astro wrote.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
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
import { absoluteOrigins, inlineSources } from '../../lib/hosting/inline-sources.ts';
import { siteHeaderRules } from '../../lib/hosting/site-headers.ts';
import type { Site } from '../../lib/site/site.ts';

export const HEADERS_FILE = '_headers';

export interface EmittedHeaders {
  rules: HeaderRule[];
  /** Host limits the file breaks (it is still written: the local server and Netlify read it). */
  warnings: string[];
}

export async function emitHeaders(site: Site, outDir: string): Promise<EmittedHeaders> {
  const files = await servedFiles(outDir);
  const built = await builtSources(
    outDir,
    files.filter((file) => file.endsWith('.html')),
    carImageUrls(site),
  );
  const features = siteFeatures(site.dealer);
  const hashedIndex = contentHashedIndexFile(site.search.indexUrl);
  const rules = siteHeaderRules({
    contentSecurityPolicy: contentSecurityPolicy(features, built),
    permissionsPolicy: permissionsPolicy(features),
    files,
    isImmutable: (file) => file.startsWith('_astro/') || file === hashedIndex,
  });
  await writeFile(path.join(outDir, HEADERS_FILE), formatHeadersFile(rules));
  const warnings = cloudflareLimitProblems(rules).map(
    (problem) => `${HEADERS_FILE}: ${problem}; Cloudflare Pages would not apply all of it`,
  );
  return { rules, warnings };
}

/**
 * Every file a browser may be sent, '/'-separated: no dot-files (the build record, the API's
 * tenant data) and not the host file itself.
 */
export async function servedFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .filter(
      (file) => file !== HEADERS_FILE && !file.split('/').some((part) => part.startsWith('.')),
    )
    .sort();
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

async function builtSources(
  outDir: string,
  pages: readonly string[],
  dataImageUrls: readonly string[],
): Promise<BuiltSources> {
  const scripts = new Set<string>();
  const imageUrls = new Set(dataImageUrls);
  for (const page of pages) {
    const found = inlineSources(await readFile(path.join(outDir, page), 'utf8'));
    for (const text of found.scripts) scripts.add(text);
    for (const url of found.imageUrls) imageUrls.add(url);
  }
  return {
    scriptHashes: [...scripts].map(sha256Source),
    imageOrigins: absoluteOrigins(imageUrls),
  };
}

/** A CSP hash source: sha256 of the UTF-8 text, base64 (without the quotes). */
export function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
