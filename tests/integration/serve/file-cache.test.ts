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

describe('eviction', () => {
  it('drops a file not asked for again before one that was', async () => {
    const cache = createFileCache({ maxBytes: 2500, maxFileBytes: 2000 });
    const generation = {};
    const file = (name: string) => path.join(dir, `evict-${name}.html`);
    for (const name of ['a', 'b']) {
      await writeFile(file(name), name.repeat(1000));
      cache.get(file(name), generation);
    }
    // a is asked for again; then c pushes the cache past its budget.
    cache.get(file('a'), generation);
    await writeFile(file('c'), 'c'.repeat(1000));
    cache.get(file('c'), generation);
    expect(cache.bytes).toBe(2000);
    // What is still held answers with the bytes first read; a dropped file is read again.
    for (const name of ['a', 'b']) await writeFile(file(name), name.toUpperCase().repeat(1000));
    const body = (name: string) => (cache.get(file(name), generation) as { body: Buffer }).body;
    expect(body('a').toString()).toBe('a'.repeat(1000));
    expect(body('b').toString()).toBe('B'.repeat(1000));
  });

  it('keeps a file bigger than the budget alone rather than nothing', async () => {
    const cache = createFileCache({ maxBytes: 1500, maxFileBytes: 2000 });
    const generation = {};
    await writeFile(path.join(dir, 'small.html'), 's'.repeat(1000));
    await writeFile(path.join(dir, 'large.html'), 'l'.repeat(1800));
    cache.get(path.join(dir, 'small.html'), generation);
    cache.get(path.join(dir, 'small.html'), generation);
    cache.get(path.join(dir, 'large.html'), generation);
    expect(cache.bytes).toBe(1800);
  });
});
