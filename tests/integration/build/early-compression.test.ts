/**
 * Pages compressed while Astro renders them: the step after Astro takes their twins instead
 * of compressing again, and a file whose bytes differ from what was handed over is compressed
 * afresh, so an early copy can never be a stale one.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { EarlyCompression } from '../../../src/server/build/early-compression.ts';
import { MIN_COMPRESS_BYTES, precompressSite } from '../../../src/server/build/precompress.ts';

const root = mkdtempSync(path.join(tmpdir(), 'forecourt-early-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const page = (title: string) => `<!doctype html><title>${title}</title>${'<p>ute</p>'.repeat(300)}`;
const bytes = (text: string) => new TextEncoder().encode(text);

describe('EarlyCompression', () => {
  it('hands back twins that decompress to exactly the bytes handed over, once', async () => {
    const early = new EarlyCompression();
    early.add(bytes(page('A')));
    const twins = await early.take(bytes(page('A')));
    expect(brotliDecompressSync(twins!.br).toString()).toBe(page('A'));
    expect(gunzipSync(twins!.gz).toString()).toBe(page('A'));
    expect(early.take(bytes(page('A')))).toBeUndefined();
    expect(early.accepted).toBe(1);
  });

  it('finds nothing for other bytes, and ignores pages too small to compress', () => {
    const early = new EarlyCompression();
    early.add(bytes(page('A')));
    early.add(bytes('x'.repeat(MIN_COMPRESS_BYTES - 1)));
    expect(early.take(bytes(page('B')))).toBeUndefined();
    expect(early.take(bytes('x'.repeat(MIN_COMPRESS_BYTES - 1)))).toBeUndefined();
    expect(early.accepted).toBe(1);
  });

  it('leaves pages to the later step once too many bytes wait', async () => {
    const early = new EarlyCompression(page('A').length + 10);
    early.add(bytes(page('A')));
    early.add(bytes(page('B')));
    expect(early.declined).toBe(1);
    expect(early.take(bytes(page('B')))).toBeUndefined();
    await early.take(bytes(page('A')));
    // Once the first is compressed, the budget is free again.
    early.add(bytes(page('C')));
    expect(early.accepted).toBe(2);
  });
});

describe('precompressSite with pages compressed early', () => {
  it('writes the early twins, and compresses afresh a file changed after rendering', async () => {
    const dir = path.join(root, 'site');
    mkdirSync(path.join(dir, 'cars/a'), { recursive: true });
    mkdirSync(path.join(dir, 'cars/b'), { recursive: true });
    const early = new EarlyCompression();
    early.add(bytes(page('A')));
    early.add(bytes(page('B')));
    writeFileSync(path.join(dir, 'cars/a/index.html'), page('A'));
    // Rewritten after Astro rendered it: the early copy of 'B' must not be used.
    writeFileSync(path.join(dir, 'cars/b/index.html'), page('B, corrected'));

    const result = await precompressSite(dir, { early });
    expect(result).toMatchObject({ files: 2, written: 4, early: 1 });
    for (const [file, text] of [
      ['cars/a/index.html', page('A')],
      ['cars/b/index.html', page('B, corrected')],
    ] as const) {
      const full = path.join(dir, file);
      expect(brotliDecompressSync(readFileSync(`${full}.br`)).toString()).toBe(text);
      expect(gunzipSync(readFileSync(`${full}.gz`)).toString()).toBe(text);
    }
  });
});
