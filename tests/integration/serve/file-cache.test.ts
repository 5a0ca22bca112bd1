/**
 * Built files held in memory: read once per build of a site, bounded by bytes, and a rebuild
 * (the build swapping the site folder in) is answered with the new files, never the old.
 */
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformApp } from '../../../src/server/api/app/platform-app.ts';
import { createFileCache, TOO_BIG } from '../../../src/server/serve/file-cache.ts';
import { listenOnLoopback } from '../../../src/server/serve/server.ts';
import { send, writeSite } from './support.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'forecourt-file-cache-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('createFileCache', () => {
  it('reads a file once per generation', async () => {
    const file = path.join(dir, 'page.html');
    await writeFile(file, 'first build');
    const cache = createFileCache();
    const first = {};
    expect((await cache.get(file, first)) as { body: Buffer }).toMatchObject({
      body: Buffer.from('first build'),
    });
    await writeFile(file, 'second build');
    expect(((await cache.get(file, first)) as { body: Buffer }).body.toString()).toBe(
      'first build',
    );
    expect(((await cache.get(file, {})) as { body: Buffer }).body.toString()).toBe('second build');
  });

  it('knows absent files, leaves big ones on disk and keeps to its byte budget', async () => {
    const cache = createFileCache({ maxBytes: 2500, maxFileBytes: 2000 });
    const generation = {};
    expect(await cache.get(path.join(dir, 'missing.html'), generation)).toBeNull();
    await writeFile(path.join(dir, 'big.js'), 'x'.repeat(2001));
    expect(await cache.get(path.join(dir, 'big.js'), generation)).toBe(TOO_BIG);
    for (const name of ['a', 'b', 'c']) {
      await writeFile(path.join(dir, `${name}.html`), name.repeat(1000));
      await cache.get(path.join(dir, `${name}.html`), generation);
    }
    expect(cache.bytes).toBeLessThanOrEqual(2500);
    expect(cache.bytes).toBeGreaterThan(0);
  });
});

describe('a rebuild while serving', () => {
  it('is answered with the new build as soon as it is swapped in', async () => {
    const dist = path.join(dir, 'dist');
    await writeSite(dist, 'alpha', { 'index.html': 'build one' });
    const app = await createPlatformApp({ distDir: dist, logger: false, tenantRefreshMs: 0 });
    const server = await listenOnLoopback(app, { port: 0, host: '127.0.0.1' });
    try {
      expect((await send(server.port, 'alpha.localhost', '/')).text).toBe('build one');
      // As the build does it (aside-swap.ts): finished aside, then renamed into place.
      await writeSite(path.join(dir, 'aside'), 'alpha', { 'index.html': 'build two' });
      await rename(path.join(dist, 'alpha'), path.join(dir, 'retired'));
      await rename(path.join(dir, 'aside', 'alpha'), path.join(dist, 'alpha'));
      expect((await send(server.port, 'alpha.localhost', '/')).text).toBe('build two');
    } finally {
      await server.close();
    }
  });
});
