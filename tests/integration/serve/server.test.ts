/**
 * The platform app serving built sites by host, over real HTTP on both loopback addresses:
 * tenant index, pages, the site's 404 page, path safety, HEAD, revalidation, /api dispatch.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformApp } from '../../../src/server/api/app/platform-app.ts';
import { listenOnLoopback, type RunningServer } from '../../../src/server/serve/server.ts';
import { send, writeSite, type RequestOptions } from './support.ts';

let dist: string;
let server: RunningServer;

const get = (host: string, urlPath: string, options?: RequestOptions) =>
  send(server.port, host, urlPath, options);

const LONG_PAGE = `<!doctype html><title>Finance</title>${'<p>Weekly repayments</p>'.repeat(100)}`;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'forecourt-serve-'));
  await writeSite(dist, 'alpha', {
    'index.html': '<!doctype html><title>Alpha home</title>',
    'finance/index.html': LONG_PAGE,
    '404.html': '<!doctype html><title>Alpha: page not found</title>',
    '_astro/island.abc123.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
    'sitemap.xml': '<?xml version="1.0"?><urlset/>',
    'media/stock/car.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.well-known/security.txt': 'Contact: mailto:security@example.com',
  });
  await writeSite(dist, 'beta', { 'index.html': 'beta home', 'secret.html': 'beta only' });
  await writeFile(path.join(dist, 'outside.txt'), 'not part of any site');
  const app = await createPlatformApp({ distDir: dist, logger: false });
  await app.register(async (api) => {
    api.get<{ Params: { id: string } }>('/api/echo/:id', async (request) => ({
      slug: request.tenant?.slug ?? null,
      id: request.params.id,
    }));
  });
  server = await listenOnLoopback(app, { port: 0 });
});

afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

describe('listening', () => {
  it('answers on both loopback addresses', async () => {
    expect((await get('alpha.localhost', '/', { address: '127.0.0.1' })).status).toBe(200);
    expect((await get('alpha.localhost', '/', { address: '::1' })).text).toContain('Alpha home');
  });
});

describe('tenant index', () => {
  it('links every built tenant on the port it was asked on', async () => {
    const reply = await get('localhost', '/');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.text).toContain(`href="http://alpha.localhost:${server.port}/"`);
    expect(reply.text).toContain(`href="http://beta.localhost:${server.port}/"`);
    expect(reply.text).toContain('https://www.alpha.com.au');
  });

  it('has no other page', async () => {
    expect((await get('localhost', '/finance')).status).toBe(404);
  });
});

describe('static sites by host', () => {
  it('serves each tenant its own home page', async () => {
    expect((await get('alpha.localhost', '/')).text).toContain('Alpha home');
    expect((await get('beta.localhost', '/')).text).toBe('beta home');
  });

  it('answers /finance from finance/index.html without a redirect', async () => {
    for (const urlPath of ['/finance', '/finance/', '/finance?utm_source=x']) {
      const reply = await get('alpha.localhost', urlPath);
      expect(reply.status).toBe(200);
      expect(reply.headers['location']).toBeUndefined();
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.text).toBe(LONG_PAGE);
    }
  });

  it('answers unknown paths with the site 404 page and status 404', async () => {
    const reply = await get('alpha.localhost', '/no-such-page');
    expect(reply.status).toBe(404);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.text).toContain('Alpha: page not found');
  });

  it('sets content types', async () => {
    const js = await get('alpha.localhost', '/_astro/island.abc123.js');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get('alpha.localhost', '/sitemap.xml')).headers['content-type']).toBe(
      'application/xml; charset=utf-8',
    );
    expect((await get('alpha.localhost', '/media/stock/car.svg')).headers['content-type']).toBe(
      'image/svg+xml',
    );
  });

  it('serves .well-known files', async () => {
    const reply = await get('alpha.localhost', '/.well-known/security.txt');
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('Contact:');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const full = await get('alpha.localhost', '/finance');
    const head = await get('alpha.localhost', '/finance', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(full.body.length));
    expect(head.headers['etag']).toBe(full.headers['etag']);
  });

  it('revalidates with the ETag and Last-Modified', async () => {
    const first = await get('alpha.localhost', '/');
    const etag = String(first.headers['etag']);
    expect((await get('alpha.localhost', '/', { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );
    const since = String(first.headers['last-modified']);
    const again = await get('alpha.localhost', '/', { headers: { 'if-modified-since': since } });
    expect(again.status).toBe(304);
  });

  it('refuses methods other than GET and HEAD for site files', async () => {
    const reply = await get('alpha.localhost', '/', { method: 'POST' });
    expect(reply.status).toBe(405);
    expect(reply.headers['allow']).toBe('GET, HEAD');
    expect(JSON.parse(reply.text)).toEqual({ error: 'Method not allowed' });
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
    '/%2eforecourt-build.json',
    '//beta/secret.html',
    '/finance/./index.html',
    '/_headers',
  ])('never leaves the site or shows private files: %s', async (urlPath) => {
    const reply = await get('alpha.localhost', urlPath);
    expect(reply.status).toBe(404);
    expect(reply.text).not.toMatch(/beta only|not part of any site|fingerprint/);
  });

  it('answers unknown hosts and unbuilt tenants with 404', async () => {
    expect((await get('www.example.com', '/')).status).toBe(404);
    expect((await get('gamma.localhost', '/')).status).toBe(404);
  });

  it("serves a dealer's site on the host of its public URL", async () => {
    expect((await get('www.beta.com.au', '/')).text).toBe('beta home');
  });
});

describe('/api/*', () => {
  it('answers unknown API routes with a JSON 404 on every known host', async () => {
    for (const host of ['alpha.localhost', 'localhost']) {
      const reply = await get(host, '/api/leads');
      expect(reply.status).toBe(404);
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(reply.text)).toEqual({ error: 'Unknown API route' });
    }
  });

  it('dispatches registered routes with the tenant from the host', async () => {
    const reply = await get('alpha.localhost', '/api/echo/42');
    expect(JSON.parse(reply.text)).toEqual({ slug: 'alpha', id: '42' });
    expect(JSON.parse((await get('localhost', '/api/echo/7')).text)).toEqual({
      slug: null,
      id: '7',
    });
  });

  it('answers another method on a known path with 405 and Allow', async () => {
    const wrongMethod = await get('alpha.localhost', '/api/echo/42', {
      method: 'DELETE',
      headers: { origin: `http://alpha.localhost:${server.port}` },
    });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers['allow']).toBe('GET, HEAD');
    expect(JSON.parse(wrongMethod.text)).toEqual({ error: 'Method not allowed' });
  });
});
