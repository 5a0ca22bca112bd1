/**
 * Built files go out as the build left them: `<file>.br` / `<file>.gz` beside a text file are
 * chosen by Accept-Encoding, with our content types, cache policy and the site's `_headers`
 * rules. The one thing compressed per request is a gzip copy the build did not make (pages
 * have none), made once and held.
 */
import { mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformApp } from '../../../src/server/api/app/platform-app.ts';
import { listenOnLoopback, type RunningServer } from '../../../src/server/serve/server.ts';
import { createSiteHeaders } from '../../../src/server/serve/site-headers.ts';
import { send, writeSite, type RequestOptions } from './support.ts';

let dist: string;
let server: RunningServer;

const PAGE = `<!doctype html><title>Finance</title>${'<p>Weekly repayments</p>'.repeat(200)}`;
const CAR_PAGE = `<!doctype html><title>2024 Subaru Forester</title>${'<p>AWD</p>'.repeat(300)}`;
const SCRIPT = `console.log(${JSON.stringify('island '.repeat(400))});`;
const SEARCH = JSON.stringify({ cars: Array.from({ length: 50 }, (_, id) => ({ id })) });
const SEARCH_FILE = 'search/index.0123456789abcdef.json';
/** Past the memory cache's 1 MB a file is streamed from disk by @fastify/static. */
const BIG_SCRIPT = `/* ${'a long bundle '.repeat(90_000)} */`;
const HEADERS = `/*
  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'
  Permissions-Policy: camera=()
/finance
  X-Robots-Tag: noindex
`;

/** A text file with the build's compressed siblings, made with markers to tell them apart. */
function precompressed(file: string, text: string): Record<string, string | Buffer> {
  return {
    [file]: text,
    [`${file}.br`]: brotliCompressSync(text),
    [`${file}.gz`]: gzipSync(text),
  };
}

const get = (urlPath: string, options?: RequestOptions) =>
  send(server.port, 'alpha.localhost', urlPath, options);
const accepting = (encoding: string) => ({ headers: { 'accept-encoding': encoding } });

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'forecourt-precompressed-'));
  await writeSite(dist, 'alpha', {
    'index.html': '<!doctype html><title>Alpha home</title>',
    '404.html': '<!doctype html><title>Alpha: page not found</title>',
    ...precompressed('finance/index.html', PAGE),
    // As the build leaves a page: a brotli copy only.
    'cars/forester/index.html': CAR_PAGE,
    'cars/forester/index.html.br': brotliCompressSync(CAR_PAGE),
    ...precompressed('_astro/island.B4by16XM.js', SCRIPT),
    ...precompressed(SEARCH_FILE, SEARCH),
    ...precompressed('_astro/vendor.C0ffee12.js', BIG_SCRIPT),
    'robots.txt': 'User-agent: *\nAllow: /\n'.repeat(60),
    _headers: HEADERS,
  });
  const app = await createPlatformApp({ distDir: dist, logger: false });
  server = await listenOnLoopback(app, { port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

describe('precompressed files', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['identity', undefined],
  ])('Accept-Encoding %j gets %s', async (header, encoding) => {
    const reply = await get('/finance', accepting(header));
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe(encoding);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(reply.headers['vary']).toLowerCase()).toBe('accept-encoding');
    const body =
      encoding === 'br'
        ? brotliDecompressSync(reply.body)
        : encoding === 'gzip'
          ? gunzipSync(reply.body)
          : reply.body;
    expect(body.toString()).toBe(PAGE);
  });

  it('sends the build’s own .br bytes, with their length and their own ETag', async () => {
    const br = await get('/_astro/island.B4by16XM.js', accepting('br'));
    const onDisk = await stat(path.join(dist, 'alpha', '_astro', 'island.B4by16XM.js.br'));
    expect(br.headers['content-length']).toBe(String(onDisk.size));
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const plain = await get('/_astro/island.B4by16XM.js');
    expect(plain.text).toBe(SCRIPT);
    expect(br.headers['etag']).not.toBe(plain.headers['etag']);
    const again = await get('/_astro/island.B4by16XM.js', {
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers['etag']) },
    });
    expect(again.status).toBe(304);
  });

  it('answers HEAD for a compressed file with its headers and no body', async () => {
    const head = await get('/finance', { method: 'HEAD', ...accepting('br') });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
  });

  it('sends a text file without a copy for the client as it is', async () => {
    const reply = await get('/robots.txt', accepting('br'));
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(reply.text).toContain('User-agent');
  });
});

describe('a page the build left without a gzip copy', () => {
  it('goes to a client that takes only gzip gzipped, made once and held', async () => {
    const first = await get('/cars/forester', accepting('gzip'));
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(first.headers['vary']).toLowerCase()).toBe('accept-encoding');
    expect(gunzipSync(first.body).toString()).toBe(CAR_PAGE);
    expect(first.body.length).toBeLessThan(Buffer.byteLength(CAR_PAGE));

    const again = await get('/cars/forester', accepting('gzip'));
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers['etag']).toBe(first.headers['etag']);
    const plain = await get('/cars/forester', accepting('identity'));
    const br = await get('/cars/forester', accepting('br, gzip'));
    expect(br.headers['content-encoding']).toBe('br');
    expect(new Set([first, plain, br].map((reply) => reply.headers['etag'])).size).toBe(3);

    const unchanged = await get('/cars/forester', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers['etag']) },
    });
    expect(unchanged.status).toBe(304);
  });

  it('goes as it is when too small to gain from compression', async () => {
    const reply = await get('/', accepting('gzip'));
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.text).toBe('<!doctype html><title>Alpha home</title>');
  });
});

describe('files too big to hold in memory', () => {
  it('stream the build’s twin or the file itself, with the same headers', async () => {
    const br = await get('/_astro/vendor.C0ffee12.js', accepting('br'));
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers['vary']).toLowerCase()).toBe('accept-encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT);
    const plain = await get('/_astro/vendor.C0ffee12.js', accepting('identity'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBe(Buffer.byteLength(BIG_SCRIPT));
    const again = await get('/_astro/vendor.C0ffee12.js', {
      headers: { 'accept-encoding': 'identity', 'if-none-match': String(plain.headers['etag']) },
    });
    expect(again.status).toBe(304);
  });

  it('answer a byte range of the file', async () => {
    const part = await get('/_astro/vendor.C0ffee12.js', {
      headers: { 'accept-encoding': 'identity', range: 'bytes=0-9' },
    });
    expect(part.status).toBe(206);
    expect(part.text).toBe(BIG_SCRIPT.slice(0, 10));
  });
});

describe('cache policy', () => {
  it('caches content-hashed files for good', async () => {
    for (const file of ['/_astro/island.B4by16XM.js', `/${SEARCH_FILE}`]) {
      const reply = await get(file, accepting('gzip'));
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates pages and the 404 page, gives other files an hour', async () => {
    expect((await get('/finance')).headers['cache-control']).toBe('no-cache');
    expect((await get('/nowhere')).headers['cache-control']).toBe('no-cache');
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe("the site's _headers", () => {
  it('applies every matching rule to pages, the 404 page and assets', async () => {
    const page = await get('/finance');
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'self'; frame-ancestors 'none'",
    );
    expect(page.headers['permissions-policy']).toBe('camera=()');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    const missing = await get('/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.headers['permissions-policy']).toBe('camera=()');
    expect(missing.headers['x-robots-tag']).toBeUndefined();
  });

  it('keeps the base security headers on site files', async () => {
    const page = await get('/');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('is never served itself', async () => {
    const reply = await get('/_headers');
    expect(reply.status).toBe(404);
    expect(reply.text).not.toContain('Permissions-Policy');
  });

  it('is read again when a rebuild changes it', async () => {
    const siteRoot = path.join(dist, 'alpha');
    const headers = createSiteHeaders({ refreshMs: 0 });
    expect(await headers.for(siteRoot, '/finance')).toMatchObject({ 'X-Robots-Tag': 'noindex' });
    await writeFile(path.join(siteRoot, '_headers'), '/finance\n  X-Robots-Tag: all\n');
    const later = new Date(Date.now() + 10_000);
    await utimes(path.join(siteRoot, '_headers'), later, later);
    expect(await headers.for(siteRoot, '/finance')).toEqual({ 'X-Robots-Tag': 'all' });
    await writeFile(path.join(siteRoot, '_headers'), HEADERS);
  });

  it('gives its rules at once once read, the same object until the file changes', async () => {
    const siteRoot = path.join(dist, 'alpha');
    const headers = createSiteHeaders({ refreshMs: 60_000 });
    const first = headers.rules(siteRoot);
    expect(first).toBeInstanceOf(Promise);
    const rules = await first;
    expect(headers.rules(siteRoot)).toBe(rules);
    expect(rules.for('/finance')).toMatchObject({ 'X-Robots-Tag': 'noindex' });
    const again = createSiteHeaders({ refreshMs: 0 });
    const before = await again.rules(siteRoot);
    expect(await again.rules(siteRoot)).toBe(before);
  });

  it('applies no rules from a file it cannot parse, and says so', async () => {
    const siteRoot = await mkdtemp(path.join(tmpdir(), 'forecourt-bad-headers-'));
    try {
      await writeFile(path.join(siteRoot, '_headers'), '  X-Orphan: no pattern above\n');
      const refused: string[] = [];
      const headers = createSiteHeaders({ onInvalid: (file) => refused.push(file) });
      expect(await headers.for(siteRoot, '/')).toEqual({});
      expect(refused).toEqual([path.join(siteRoot, '_headers')]);
    } finally {
      await rm(siteRoot, { recursive: true, force: true });
    }
  });
});
