/**
 * A rebuild takes the previous site's copies of every file that did not change (a page's .br,
 * an asset's .br and .gz), and compresses only what did: the nightly rebuild pays for the cars
 * that changed.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { precompressSite } from '../../../src/server/build/precompress.ts';

const root = mkdtempSync(path.join(tmpdir(), 'forecourt-precompress-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function site(name: string, pages: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const page = (title: string) => `<!doctype html><title>${title}</title>${'<p>car</p>'.repeat(300)}`;

const script = (name: string) => `export const ${name} = ${JSON.stringify('x'.repeat(2000))};`;

it('reuses the copies of unchanged files and compresses the changed ones afresh', async () => {
  const before = site('before', {
    'cars/a/index.html': page('A'),
    'cars/b/index.html': page('B'),
    '_astro/app.js': script('app'),
  });
  const first = await precompressSite(before);
  // A .br of each page, a .br and a .gz of the script.
  expect(first).toMatchObject({ files: 3, written: 4, reused: 0 });

  const after = site('after', {
    'cars/a/index.html': page('A'),
    'cars/b/index.html': page('B2'),
    '_astro/app.js': script('app'),
  });
  const second = await precompressSite(after, { previousDir: before });
  expect(second).toMatchObject({ files: 3, written: 4, reused: 3 });

  for (const copy of ['cars/a/index.html.br', '_astro/app.js.br', '_astro/app.js.gz']) {
    expect(statSync(path.join(after, copy)).ino, copy).toBe(statSync(path.join(before, copy)).ino);
  }
  const changed = path.join(after, 'cars/b/index.html');
  expect(brotliDecompressSync(readFileSync(`${changed}.br`)).toString()).toBe(page('B2'));
  expect(existsSync(`${changed}.gz`)).toBe(false);
  expect(gunzipSync(readFileSync(path.join(after, '_astro/app.js.gz'))).toString()).toBe(
    script('app'),
  );
});

it('compares the bytes of a changed file that kept its size', async () => {
  const before = site('same-size-before', { 'cars/c/index.html': page('C') });
  await precompressSite(before);
  const after = site('same-size-after', { 'cars/c/index.html': page('D') });
  const result = await precompressSite(after, { previousDir: before });
  expect(result).toMatchObject({ files: 1, written: 1, reused: 0 });
  const changed = path.join(after, 'cars/c/index.html.br');
  expect(brotliDecompressSync(readFileSync(changed)).toString()).toBe(page('D'));
});

it('compresses everything when there is no previous site', async () => {
  const fresh = site('fresh', { 'index.html': page('Home') });
  const result = await precompressSite(fresh, { previousDir: path.join(root, 'missing') });
  expect(result).toMatchObject({ files: 1, written: 1, reused: 0 });
});
