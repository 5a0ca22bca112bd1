/**
 * The API's two budgets over real HTTP: per client address (each request from its own
 * loopback address, 127.0.0.0/8) and per tenant; 429 with Retry-After and JSON `{ error }`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformApp } from '../../../src/server/api/app/platform-app.ts';
import { listenOnLoopback, type RunningServer } from '../../../src/server/serve/server.ts';
import { send, writeSite } from './support.ts';

let dist: string;
let server: RunningServer;

const ping = (tenant: string, client: string) =>
  send(server.port, `${tenant}.localhost`, '/api/ping', { localAddress: client });

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'forecourt-limits-'));
  await writeSite(dist, 'alpha', { 'index.html': 'alpha home' });
  await writeSite(dist, 'beta', { 'index.html': 'beta home' });
  const app = await createPlatformApp({
    distDir: dist,
    logger: false,
    rateLimits: {
      perIp: { max: 3, timeWindowMs: 60_000 },
      perTenant: { max: 5, timeWindowMs: 60_000 },
    },
  });
  app.get('/api/ping', async () => ({ ok: true }));
  server = await listenOnLoopback(app, { port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

describe('API rate limits', () => {
  it('stops one address past its budget with 429 and Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await ping('beta', '127.0.0.11')).status);
    const over = await ping('beta', '127.0.0.11');
    expect(statuses).toEqual([200, 200, 200]);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(over.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(over.text)).toEqual({ error: 'Too many requests, please try again later' });
    expect(over.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    // Another address still gets through.
    expect((await ping('beta', '127.0.0.12')).status).toBe(200);
  });

  it("stops a tenant's whole traffic past its budget, leaving other tenants alone", async () => {
    const spread = ['127.0.0.21', '127.0.0.22', '127.0.0.23', '127.0.0.24', '127.0.0.25'];
    const statuses = [];
    for (const client of spread) statuses.push((await ping('alpha', client)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const over = await ping('alpha', '127.0.0.26');
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await ping('beta', '127.0.0.26')).status).toBe(200);
  });

  it('leaves the sites themselves unlimited', async () => {
    for (let i = 0; i < 8; i++) {
      const page = await send(server.port, 'alpha.localhost', '/', { localAddress: '127.0.0.11' });
      expect(page.status).toBe(200);
    }
  });
});
