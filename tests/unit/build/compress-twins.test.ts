/**
 * Which precompressed copies the build makes of a text file (compress-twins.ts): pages get a
 * brotli copy only, every other text file both, and each copy decompresses to the file.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  compressPageSync,
  compressTwins,
  copiesOf,
  withoutCompressedCopies,
} from '../../../src/server/build/compress-twins.ts';

const text = new TextEncoder().encode(`<!doctype html>${'<p>Forester</p>'.repeat(200)}`);

describe('copiesOf', () => {
  it.each(['index.html', 'cars/forester/index.html', '404.html', '/abs/dist/search/index.html'])(
    'gives the page %s a brotli copy only',
    (file) => expect(copiesOf(file)).toEqual(['.br']),
  );

  it.each([
    '_astro/island.B4by16XM.js',
    '_astro/site.C0ffee12.css',
    'search/index.0123456789abcdef.json',
    'sitemap.xml',
    'robots.txt',
    'media/logo.svg',
    'manifest.webmanifest',
    'html/notes.txt',
  ])('gives the asset %s a brotli and a gzip copy', (file) =>
    expect(copiesOf(file)).toEqual(['.br', '.gz']),
  );
});

describe('compressTwins', () => {
  it('makes no gzip copy of a page', async () => {
    const { br, gz } = await compressTwins(text, 'cars/forester/index.html');
    expect(brotliDecompressSync(br)).toEqual(Buffer.from(text));
    expect(gz).toBeNull();
  });

  it('makes both copies of an asset', async () => {
    const { br, gz } = await compressTwins(text, '_astro/island.js');
    expect(brotliDecompressSync(br)).toEqual(Buffer.from(text));
    expect(gz && gunzipSync(gz)).toEqual(Buffer.from(text));
  });

  it('makes the same brotli copy of a page as the staging worker does', async () => {
    const { br } = await compressTwins(text, 'index.html');
    expect(compressPageSync(text)).toEqual(br);
  });
});

describe('withoutCompressedCopies', () => {
  it('drops the copies beside a listed file, and keeps a .gz that is a file of its own', () => {
    expect(
      withoutCompressedCopies(['index.html', 'index.html.br', 'a.js', 'a.js.gz', 'data.gz']),
    ).toEqual(['index.html', 'a.js', 'data.gz']);
  });
});
