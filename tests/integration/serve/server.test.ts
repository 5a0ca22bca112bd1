import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBuildRecord } from '../../../src/server/build/build-record.ts';
import { createApiRegistry } from '../../../src/server/serve/api.ts';
import { startServer, type RunningServer } from '../../../src/server/serve/server.ts';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let dist: string;
let server: RunningServer;

/** Raw HTTP so the test controls the Host header and unnormalised paths. */
function get(
  host: string,
  urlPath: string,
  options: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<Reply>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: urlPath,
        method: options.method ?? 'GET',
        headers: { host: `${host}:${server.port}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const LONG_PAGE = `<!doctype html><title>Finance</title>${'<p>Weekly repayments</p>'.repeat(100)}`;

async function writeSite(slug: string, files: Record<string, string>): Promise<void> {
  const site = path.join(dist, slug);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(site, file)), { recursive: true });
    await writeFile(path.join(site, file), content);
  }
  await writeBuildRecord(site, {
    slug,
    siteUrl: `https://www.${slug}.com.au`,
    fingerprint: 'f',
    builtAt: '2025-06-01T10:00:00.000Z',
    pages: Object.keys(files).filter((file) => file.endsWith('.html')).length,
    bytes: 1,
    seconds: 1,
  });
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'forecourt-serve-'));
  await writeSite('alpha', {
    'index.html': '<!doctype html><title>Alpha home</title>',
    'finance/index.html': LONG_PAGE,
    '404.html': '<!doctype html><title>Alpha: page not found</title>',
    '_astro/island.abc123.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
    'sitemap.xml': '<?xml version="1.0"?><urlset/>',
    'media/stock/car.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  await writeSite('beta', { 'index.html': 'beta home', 'secret.html': 'beta only' });
  await writeFile(path.join(dist, 'outside.txt'), 'not part of any site');
  const api = createApiRegistry();
  api.register('GET', '/api/echo/:id', (_req, res, context) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ slug: context.slug, id: context.params['id'] }));
  });
  server = await startServer({ distDir: dist, port: 0, host: '127.0.0.1', api });
});

afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

describe('tenant index', () => {
  it('links every built tenant on the port it was asked on', async () => {
    const reply = await get('localhost', '/');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = reply.body.toString();
    expect(html).toContain(`href="http://alpha.localhost:${server.port}/"`);
    expect(html).toContain(`href="http://beta.localhost:${server.port}/"`);
    expect(html).toContain('https://www.alpha.com.au');
  });
});

describe('static sites by host', () => {
  it('serves each tenant its own home page', async () => {
    expect((await get('alpha.localhost', '/')).body.toString()).toContain('Alpha home');
    expect((await get('beta.localhost', '/')).body.toString()).toBe('beta home');
  });

  it('answers /finance from finance/index.html without a redirect', async () => {
    for (const urlPath of ['/finance', '/finance/', '/finance?utm_source=x']) {
      const reply = await get('alpha.localhost', urlPath);
      expect(reply.status).toBe(200);
      expect(reply.headers['location']).toBeUndefined();
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.body.toString()).toBe(LONG_PAGE);
    }
  });

  it('answers unknown paths with the site 404 page and status 404', async () => {
    const reply = await get('alpha.localhost', '/no-such-page');
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).toContain('Alpha: page not found');
  });

  it('caches hashed assets for good and sets content types', async () => {
    const js = await get('alpha.localhost', '/_astro/island.abc123.js');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get('alpha.localhost', '/sitemap.xml')).headers['content-type']).toBe(
      'application/xml; charset=utf-8',
    );
    expect((await get('alpha.localhost', '/media/stock/car.svg')).headers['content-type']).toBe(
      'image/svg+xml',
    );
  });

  it('negotiates brotli, then gzip, then identity', async () => {
    const br = await get('alpha.localhost', '/finance', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(LONG_PAGE);
    const gz = await get('alpha.localhost', '/finance', { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.body).toString()).toBe(LONG_PAGE);
    const plain = await get('alpha.localhost', '/finance');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(LONG_PAGE);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const headers = { 'accept-encoding': 'br' };
    const full = await get('alpha.localhost', '/finance', { headers });
    const head = await get('alpha.localhost', '/finance', { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(full.body.length));
  });

  it('revalidates with the ETag', async () => {
    const first = await get('alpha.localhost', '/');
    const etag = String(first.headers['etag']);
    const again = await get('alpha.localhost', '/', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('refuses methods other than GET and HEAD for static files', async () => {
    const reply = await get('alpha.localhost', '/', { method: 'POST' });
    expect(reply.status).toBe(405);
    expect(reply.headers['allow']).toBe('GET, HEAD');
  });
});

describe('path safety', () => {
  it.each([
    '/../beta/secret.html',
    '/%2e%2e/beta/secret.html',
    '/..%2fbeta%2fsecret.html',
    '/../outside.txt',
    '/%2e%2e%2foutside.txt',
    '/.forecourt-build.json',
  ])('never leaves the site or shows private files: %s', async (urlPath) => {
    const reply = await get('alpha.localhost', urlPath);
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).not.toMatch(/beta only|not part of any site|fingerprint/);
  });

  it('answers unknown hosts and unbuilt tenants with 404', async () => {
    expect((await get('www.example.com', '/')).status).toBe(404);
    expect((await get('gamma.localhost', '/')).status).toBe(404);
  });
});

describe('/api/*', () => {
  it('answers unknown API routes with a JSON 404 on every host', async () => {
    for (const host of ['alpha.localhost', 'localhost']) {
      const reply = await get(host, '/api/leads');
      expect(reply.status).toBe(404);
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(reply.body.toString())).toEqual({ error: 'Unknown API route' });
    }
  });

  it('dispatches registered routes with the tenant from the host', async () => {
    const reply = await get('alpha.localhost', '/api/echo/42');
    expect(JSON.parse(reply.body.toString())).toEqual({ slug: 'alpha', id: '42' });
    const wrongMethod = await get('alpha.localhost', '/api/echo/42', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers['allow']).toBe('GET');
  });
});
