import { mkdtemp, rm, writeFile, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCompressionCache, negotiateEncoding } from '../../../src/server/serve/encoding.ts';
import { resolveStaticFile } from '../../../src/server/serve/resolve-static.ts';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('createCompressionCache', () => {
  it('compresses once per file version and recompresses after a rebuild', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'forecourt-gz-'));
    try {
      const file = path.join(dir, 'page.html');
      await writeFile(file, 'a'.repeat(5000));
      const cache = createCompressionCache();
      const first = await resolveStaticFile(dir, '/page.html');
      if (!first) throw new Error('fixture missing');
      const br = await cache.get(first, 'br');
      expect(brotliDecompressSync(br).toString()).toBe('a'.repeat(5000));
      expect(await cache.get(first, 'br')).toBe(br);
      expect(gunzipSync(await cache.get(first, 'gzip')).toString()).toBe('a'.repeat(5000));

      await writeFile(file, 'b'.repeat(6000));
      await utimes(file, new Date(), new Date(Date.now() + 5000));
      const second = await resolveStaticFile(dir, '/page.html');
      if (!second) throw new Error('fixture missing');
      expect(brotliDecompressSync(await cache.get(second, 'br')).toString()).toBe('b'.repeat(6000));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('evicts the oldest bodies past its byte budget', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'forecourt-gz-'));
    try {
      const cache = createCompressionCache(100);
      for (const name of ['a', 'b', 'c']) {
        await writeFile(path.join(dir, `${name}.txt`), Math.random().toString(36).repeat(40));
        const found = await resolveStaticFile(dir, `/${name}.txt`);
        if (found) await cache.get(found, 'gzip');
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      expect(cache.bytes).toBeLessThanOrEqual(100);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
