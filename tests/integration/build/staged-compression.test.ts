/**
 * Pages handed over as they render (staged-compression.ts) are written, with their brotli copy
 * beside them (pages get no gzip copy: compress-twins.ts), and precompression counts them
 * without reading them; a page the staging did not compress is compressed by precompression
 * as before. A page that cannot be written fails the build, naming it.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { precompressSite } from '../../../src/server/build/precompress.ts';
import { STAGED_BACKLOG, stagedCompression } from '../../../src/server/build/staged-compression.ts';

const root = mkdtempSync(path.join(tmpdir(), 'forecourt-staged-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const page = (title: string) => `<!doctype html><title>${title}</title>${'<p>car</p>'.repeat(300)}`;
const rendered = (file: string, text: string) => ({ body: new TextEncoder().encode(text), file });

/** Writes a page the build did not hand to the staging. */
function writePage(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function expectCopiesOf(file: string, text: string): void {
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text);
  expect(existsSync(`${file}.gz`)).toBe(false);
}

it('writes each rendered page and its copy beside it, and precompression does not read it', async () => {
  const site = path.join(root, 'site-1');
  const staging = stagedCompression(site);
  const a = path.join(site, 'cars/a/index.html');
  const b = path.join(site, 'cars/b/index.html');
  const small = path.join(site, 'small/index.html');
  // No folder is there yet: the page's writer makes it.
  await staging.add(rendered(a, page('A')));
  await staging.add(rendered(b, page('B')));
  // Too small to compress: written at once, here.
  await staging.add(rendered(small, '<p>too small</p>'));
  expect(readFileSync(small, 'utf8')).toBe('<p>too small</p>');
  await staging.settled();
  expect(readFileSync(a, 'utf8')).toBe(page('A'));
  expect(readFileSync(b, 'utf8')).toBe(page('B'));
  await staging.drain();
  writePage(path.join(site, 'cars/c/index.html'), page('C'));
  expectCopiesOf(a, page('A'));
  expectCopiesOf(b, page('B'));
  expect(existsSync(path.join(site, 'small/index.html.br'))).toBe(false);
  expect([...staging.pages.keys()].sort()).toEqual(['cars/a/index.html', 'cars/b/index.html']);

  const read: string[] = [];
  const result = await precompressSite(site, {
    staged: staging.pages,
    onFileRead: (file) => read.push(file),
  });

  expect(read.sort()).toEqual(['cars/c/index.html', 'small/index.html']);
  expect(result).toMatchObject({ files: 3, written: 3, staged: 2, reused: 0, gzipBytes: 0 });
  expect(result.inputBytes).toBe(3 * Buffer.byteLength(page('A')));
  expectCopiesOf(path.join(site, 'cars/c/index.html'), page('C'));
});

it('reports what each staged page holds inline, for the security policy', async () => {
  const site = path.join(root, 'site-2');
  // Here the folder is there already.
  mkdirSync(site, { recursive: true });
  const staging = stagedCompression(site);
  const html = `${page('Scripts')}<script>window.fc=1</script><img src="https://cdn.example.com/a.jpg">`;
  await staging.add(rendered(path.join(site, 'index.html'), html));
  await staging.drain();

  expect(staging.pages.get('index.html')).toEqual({
    bytes: Buffer.byteLength(html),
    brBytes: readFileSync(path.join(site, 'index.html.br')).length,
    sources: { scripts: ['window.fc=1'], imageOrigins: ['https://cdn.example.com'] },
    noindex: false,
  });
});

it('reports whether each staged page opts out of indexing, for the sitemap', async () => {
  const site = path.join(root, 'site-5');
  const staging = stagedCompression(site);
  const head = (meta: string) => `<!doctype html><html><head>${meta}<title>T</title></head>`;
  const hidden = `${head('<meta name="robots" content="noindex, follow">')}${page('Gone')}`;
  // The same words in the body are not the head's.
  const shown = `${head('')}<body><meta name="robots" content="noindex">${page('Car')}`;
  await staging.add(rendered(path.join(site, 'gone/index.html'), hidden));
  await staging.add(rendered(path.join(site, 'car/index.html'), shown));
  await staging.drain();

  expect(staging.pages.get('gone/index.html')?.noindex).toBe(true);
  expect(staging.pages.get('car/index.html')?.noindex).toBe(false);
});

it('copies a page that is a view into a larger buffer before handing it to the worker', async () => {
  const site = path.join(root, 'site-3');
  const staging = stagedCompression(site);
  const text = page('Pooled');
  const shared = Buffer.from(`prefix${text}suffix`);
  const view = shared.subarray(6, 6 + Buffer.byteLength(text));
  await staging.add({ body: view, file: path.join(site, 'index.html') });
  await staging.drain();

  // The larger buffer is still whole (a transfer would have detached it) ...
  expect(shared.toString()).toBe(`prefix${text}suffix`);
  // ... and the copies are of the page alone.
  expectCopiesOf(path.join(site, 'index.html'), text);
});

it('fails, naming the page, when a page cannot be written, and writes the others', async () => {
  const site = path.join(root, 'site-6');
  mkdirSync(site, { recursive: true });
  // A file where the page's folder should be.
  writeFileSync(path.join(site, 'taken'), 'not a folder');
  const staging = stagedCompression(site);
  await staging.add(rendered(path.join(site, 'taken/index.html'), page('Lost')));
  await staging.add(rendered(path.join(site, 'kept/index.html'), page('Kept')));

  await expect(staging.settled()).rejects.toThrow(
    `pages could not be written: ${path.join(site, 'taken/index.html')}: ENOTDIR`,
  );
  await staging.drain();
  expect(readFileSync(path.join(site, 'kept/index.html'), 'utf8')).toBe(page('Kept'));
  expect(staging.pages.has('taken/index.html')).toBe(false);
});

it('holds rendering back once the backlog is full, and lets it go as pages are written', async () => {
  const site = path.join(root, 'site-4');
  const staging = stagedCompression(site);
  const adds = Array.from({ length: STAGED_BACKLOG + 8 }, (_, i) =>
    staging.add(rendered(path.join(site, `cars/${i}/index.html`), page(`Car ${i}`))),
  );
  // Within the backlog a page is taken at once, before any compression has finished...
  await adds[0];
  expect(staging.pages.size).toBe(0);
  // ...past it, the renderer waits until pages have been written and compressed.
  await adds.at(-1);
  expect(staging.pages.size).toBeGreaterThan(0);
  await staging.drain();
  expect(staging.pages.size).toBe(STAGED_BACKLOG + 8);
});
