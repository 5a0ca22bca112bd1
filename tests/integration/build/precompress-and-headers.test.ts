/**
 * What a real dealer build leaves beside its pages for hosting: the `_headers` file (its
 * Content-Security-Policy allowing every inline script and style the built pages hold, cache
 * rules that treat content-hashed files as immutable), a `.br` beside every text file and a
 * `.gz` beside every one but pages, each decompressing to the file itself.
 *
 * Cost: one Astro build of a three-car copy of a sample dealer (under a minute on a busy
 * 2-core box). Output goes to a fresh directory under the project's git-ignored .cache/.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  headersFor,
  parseHeadersFile,
  type HeaderRule,
} from '../../../src/lib/hosting/headers-file.ts';
import { IMMUTABLE, REVALIDATE } from '../../../src/lib/hosting/site-headers.ts';
import { buildDealer, type BuildContext } from '../../../src/server/build/dealer-build.ts';
import { servedFiles } from '../../../src/server/build/emit-headers.ts';
import { PROJECT_ROOT } from '../../../src/server/build/paths.ts';
import { isCompressible, MIN_COMPRESS_BYTES } from '../../../src/server/build/precompress.ts';
import { writeFixtureDealer } from '../../unit/build/fixture-dealers.ts';

const SLUG = 'hosted-site';
let work: string;
let site: string;
let rules: HeaderRule[];
let files: string[];
let staged: number;

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

beforeAll(async () => {
  await mkdir(path.join(PROJECT_ROOT, '.cache'), { recursive: true });
  work = await mkdtemp(path.join(PROJECT_ROOT, '.cache', 'precompress-'));
  const context: BuildContext = {
    projectRoot: PROJECT_ROOT,
    dealersDir: path.join(work, 'dealers'),
    distDir: path.join(work, 'sites'),
    projectFingerprint: 'precompress-and-headers',
    force: true,
    verbose: false,
  };
  await writeFixtureDealer(context.dealersDir, SLUG, { cars: 3 });
  const { result, timings } = await buildDealer(SLUG, context);
  if (result.status === 'failed') throw new Error(result.error);
  staged = timings?.compressed.staged ?? 0;
  site = path.join(context.distDir, SLUG);
  rules = parseHeadersFile(await readFile(path.join(site, '_headers'), 'utf8'));
  files = servedFiles(site);
}, 400_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the _headers file of a built site', () => {
  it('is not itself a served file, and lists no private file', () => {
    expect(files).not.toContain('_headers');
    expect(files.some((file) => file.split('/').some((part) => part.startsWith('.')))).toBe(false);
  });

  it('lists the addresses a browser asks for: the .br and .gz copies are answers to them', async () => {
    const compressed = files.filter(isCompressible);
    expect(compressed.length).toBeGreaterThan(10);
    for (const file of compressed) {
      if (await exists(path.join(site, `${file}.br`))) {
        expect(files, file).not.toContain(`${file}.br`);
        expect(files, file).not.toContain(`${file}.gz`);
      }
    }
    expect(rules.filter(({ pattern }) => /\.(br|gz)$/.test(pattern))).toEqual([]);
  });

  it('allows every inline script of every page by hash, and no other inline script', async () => {
    const policy = headersFor(rules, '/')['Content-Security-Policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(policy).not.toContain('unsafe-eval');
    expect(scriptSrc).not.toContain('unsafe-inline');
    const pages = files.filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const html = await readFile(path.join(site, page), 'utf8');
      const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attrs]) => !/type="application\/(ld\+)?json"/.test(attrs ?? ''))
        .map(([, , text]) => text ?? '');
      for (const text of scripts) {
        expect(scriptSrc, `${page}: ${text.slice(0, 60)}`).toContain(sha256(text));
      }
    }
  });

  it('caches the content-hashed scripts, styles and search index file as immutable', () => {
    const hashed = files.filter((file) => file.startsWith('_astro/'));
    expect(hashed.length).toBeGreaterThan(3);
    const index = files.find((file) => /^search\/index\.[0-9a-f]+\.json$/.test(file));
    expect(index).toBeDefined();
    for (const file of [...hashed, index]) {
      expect(headersFor(rules, `/${file}`)['Cache-Control'], file).toBe(IMMUTABLE);
    }
  });

  it('revalidates every page at its address, with or without the slash, and every other file', () => {
    for (const file of files.filter(
      (f) => !f.startsWith('_astro/') && !/^search\/index\..+\.json$/.test(f),
    )) {
      const urls = [`/${file}`];
      const page = /^(.+)\/index\.html$/.exec(file);
      if (page) urls.push(`/${page[1]}`, `/${page[1]}/`);
      for (const url of urls) expect(headersFor(rules, url)['Cache-Control'], url).toBe(REVALIDATE);
    }
    expect(headersFor(rules, '/')['Cache-Control']).toBe(REVALIDATE);
  });

  it('sends the security headers on every answer, a missing page included', () => {
    for (const url of ['/', '/no-such-page', `/${files[0]}`]) {
      const headers = headersFor(rules, url);
      expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Permissions-Policy']).toContain('camera=()');
    }
  });
});

describe('the precompressed files of a built site', () => {
  it('sit beside every text file over the threshold and decompress to it', async () => {
    let compressed = 0;
    for (const file of files.filter(isCompressible)) {
      const original = await readFile(path.join(site, file));
      const br = path.join(site, `${file}.br`);
      const gz = path.join(site, `${file}.gz`);
      if (original.length < MIN_COMPRESS_BYTES) {
        expect(await exists(br), file).toBe(false);
        expect(await exists(gz), file).toBe(false);
        continue;
      }
      // Either written and smaller, or left out because it would not be smaller.
      for (const [copy, decompress] of [
        [br, brotliDecompressSync],
        [gz, gunzipSync],
      ] as const) {
        if (!(await exists(copy))) continue;
        const bytes = await readFile(copy);
        expect(bytes.length, copy).toBeLessThan(original.length);
        expect(decompress(bytes).equals(original), copy).toBe(true);
        compressed++;
      }
      if (file.endsWith('.html')) {
        // A page has its brotli copy, and no gzip copy: the server makes that on request.
        expect(await exists(br), file).toBe(true);
        expect(await exists(gz), file).toBe(false);
      }
    }
    expect(compressed).toBeGreaterThan(20);
    // Assets keep both copies.
    const assets = files.filter((file) => /\.(js|css)$/.test(file));
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const size = (await readFile(path.join(site, asset))).length;
      if (size >= MIN_COMPRESS_BYTES)
        expect(await exists(path.join(site, `${asset}.gz`)), asset).toBe(true);
    }
  });

  it('of every page were made while Astro rendered it (staged-compression.ts), not after', async () => {
    let compressedPages = 0;
    for (const page of files.filter((file) => file.endsWith('.html'))) {
      if (await exists(path.join(site, `${page}.br`))) compressedPages++;
    }
    expect(compressedPages).toBeGreaterThan(5);
    expect(staged).toBe(compressedPages);
  });

  it('compresses no binary file and not the host file', async () => {
    const binaries = files.filter((file) => !isCompressible(file));
    for (const file of [...binaries, '_headers']) {
      expect(await exists(path.join(site, `${file}.br`)), file).toBe(false);
      expect(await exists(path.join(site, `${file}.gz`)), file).toBe(false);
    }
  });
});
