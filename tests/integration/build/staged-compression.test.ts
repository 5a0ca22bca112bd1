/**
 * Pages compressed while they render (staged-compression.ts) end up beside their files as if
 * precompression had made them, and a file whose staged copies are missing, or whose bytes
 * changed after staging, is compressed afresh: what is served always matches the file.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { precompressSite } from '../../../src/server/build/precompress.ts';
import {
  STAGED_BACKLOG,
  contentDigest,
  stagedCompression,
} from '../../../src/server/build/staged-compression.ts';

const root = mkdtempSync(path.join(tmpdir(), 'forecourt-staged-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const page = (title: string) => `<!doctype html><title>${title}</title>${'<p>car</p>'.repeat(300)}`;

function writeSite(name: string, pages: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function expectCopiesOf(file: string, text: string): void {
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text);
  expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text);
}

it('moves the copies staged while rendering beside the files with those bytes', async () => {
  const stagingDir = path.join(root, 'staging-1');
  const staging = stagedCompression(stagingDir);
  // As rendered: the staging knows bytes, not paths.
  await staging.add(Buffer.from(page('A')));
  await staging.add(Buffer.from(page('B')));
  await staging.add(Buffer.from('<p>too small to compress</p>'));
  await staging.drain();
  expect(readdirSync(stagingDir)).toHaveLength(4);

  const site = writeSite('site-1', {
    'cars/a/index.html': page('A'),
    'cars/b/index.html': page('B'),
    'cars/c/index.html': page('C'),
  });
  const result = await precompressSite(site, { staged: staging.copies });

  expect(result).toMatchObject({ files: 3, written: 6, staged: 4, reused: 0 });
  expect(readdirSync(stagingDir)).toEqual([]);
  expectCopiesOf(path.join(site, 'cars/a/index.html'), page('A'));
  expectCopiesOf(path.join(site, 'cars/b/index.html'), page('B'));
  expectCopiesOf(path.join(site, 'cars/c/index.html'), page('C'));
});

it('compresses a file afresh when its bytes are not the ones staged', async () => {
  const stagingDir = path.join(root, 'staging-2');
  const staging = stagedCompression(stagingDir);
  await staging.add(Buffer.from(page('Rendered')));
  await staging.drain();

  const site = writeSite('site-2', { 'index.html': page('Written') });
  const result = await precompressSite(site, { staged: staging.copies });

  expect(result).toMatchObject({ files: 1, written: 2, staged: 0 });
  expectCopiesOf(path.join(site, 'index.html'), page('Written'));
});

it('gives staged copies of one page’s bytes to the first file with them, and compresses the twin', async () => {
  const stagingDir = path.join(root, 'staging-3');
  const staging = stagedCompression(stagingDir);
  await staging.add(Buffer.from(page('Twin')));
  await staging.drain();

  const site = writeSite('site-3', { 'a/index.html': page('Twin'), 'b/index.html': page('Twin') });
  const result = await precompressSite(site, { staged: staging.copies, concurrency: 1 });

  expect(result).toMatchObject({ files: 2, written: 4, staged: 2 });
  expectCopiesOf(path.join(site, 'a/index.html'), page('Twin'));
  expectCopiesOf(path.join(site, 'b/index.html'), page('Twin'));
});

it('holds rendering back once the backlog is full, and lets it go as pages are staged', async () => {
  const stagingDir = path.join(root, 'staging-4');
  const staging = stagedCompression(stagingDir);
  const stagedFiles = () => (existsSync(stagingDir) ? readdirSync(stagingDir).length : 0);
  const adds = Array.from({ length: STAGED_BACKLOG + 8 }, (_, i) =>
    staging.add(Buffer.from(page(`Car ${i}`))),
  );
  // Within the backlog a page is taken at once, before any compression has finished...
  await adds[0];
  expect(stagedFiles()).toBe(0);
  // ...past it, the renderer waits until pages have been staged.
  await adds.at(-1);
  expect(stagedFiles()).toBeGreaterThan(0);
  await staging.drain();
  expect(stagedFiles()).toBe(2 * (STAGED_BACKLOG + 8));
});

it('scans each staged page for the security policy, known by the digest of its bytes', async () => {
  const staging = stagedCompression(path.join(root, 'staging-5'));
  const html = `${page('Scripts')}<script>window.fc=1</script><img src="https://cdn.example.com/a.jpg">`;
  await staging.add(Buffer.from(html));
  await staging.drain();

  expect(staging.sourcesOf(contentDigest(Buffer.from(html)))).toEqual({
    scripts: ['window.fc=1'],
    imageOrigins: ['https://cdn.example.com'],
  });
  expect(staging.sourcesOf(contentDigest(Buffer.from(page('Never rendered'))))).toBeUndefined();
});
