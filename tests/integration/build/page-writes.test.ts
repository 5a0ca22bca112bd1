/**
 * The build takes over Astro's page writes (page-writes.ts): folders under the output
 * directory made through `fs.promises.mkdir`, and `.html` bytes written there through
 * `fs.promises.writeFile`, as Astro's static generation makes them, are made in place, and
 * each page is shown once written; nothing else is touched, and nothing once given back.
 */
import { existsSync, promises as fsPromises, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, expect, it } from 'vitest';
import { takeOverPageWrites, type WrittenPage } from '../../../src/integrations/page-writes.ts';

const root = mkdtempSync(path.join(tmpdir(), 'forecourt-page-writes-'));
const outDir = pathToFileURL(`${path.join(root, 'site')}/`);
const site = (file: string) => path.join(root, 'site', file);
let stop = () => {};
afterEach(() => stop());
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A write as Astro's generate.js makes it: through the fs.promises object, at call time. */
async function astroWrites(file: URL | string, data: string | Uint8Array): Promise<void> {
  const folder = typeof file === 'string' ? path.dirname(file) : new URL('./', file);
  await fsPromises.mkdir(folder, { recursive: true });
  await fsPromises.writeFile(file, data);
}

it('shows each page written under the output directory, after its file is written', async () => {
  const seen: { page: WrittenPage; onDisk: string }[] = [];
  stop = takeOverPageWrites(outDir, async (page) => {
    seen.push({ page, onDisk: readFileSync(page.file, 'utf8') });
  });
  const bytes = Buffer.from('<!doctype html><title>Forester</title>');
  await astroWrites(new URL('cars/forester/index.html', outDir), bytes);
  await astroWrites(site('404.html'), Buffer.from('<title>Not found</title>'));

  expect(seen.map(({ page }) => page.file)).toEqual([
    site('cars/forester/index.html'),
    site('404.html'),
  ]);
  expect(seen[0]?.onDisk).toBe(bytes.toString());
  expect(Buffer.from(seen[0]!.page.body).toString()).toBe(bytes.toString());
  // The hook's own copy: Astro's buffer is not shared with it.
  expect(seen[0]?.page.body.buffer).not.toBe(bytes.buffer);
});

it('leaves out what is not a page of this site written from bytes', async () => {
  const seen: string[] = [];
  stop = takeOverPageWrites(outDir, async (page) => void seen.push(page.file));
  await astroWrites(site('sitemap.xml'), Buffer.from('<urlset/>'));
  await astroWrites(site('old/index.html'), '<meta http-equiv="refresh" content="0;url=/new">');
  await astroWrites(path.join(root, 'elsewhere/index.html'), Buffer.from('<p>not ours</p>'));
  await astroWrites(path.join(root, 'site-2/index.html'), Buffer.from('<p>a sibling</p>'));
  expect(seen).toEqual([]);
});

it('holds the write until the hook is done, which is how rendering is held back', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let shown = () => {};
  const hookCalled = new Promise<void>((resolve) => (shown = resolve));
  stop = takeOverPageWrites(outDir, () => {
    shown();
    return held;
  });
  let written = false;
  const writing = astroWrites(site('held/index.html'), Buffer.from('<p>held</p>')).then(() => {
    written = true;
  });
  await hookCalled;
  await Promise.resolve();
  expect(written).toBe(false);
  release();
  await writing;
  expect(written).toBe(true);
});

it('makes folders under the output directory in place, and others as before', async () => {
  stop = takeOverPageWrites(outDir, async () => {});
  const inside = fsPromises.mkdir(new URL('cars/outback/', outDir), { recursive: true });
  // Made before the promise is even awaited: no round trip to libuv's pool.
  expect(existsSync(site('cars/outback'))).toBe(true);
  // Resolves as fs.promises.mkdir does: to the first folder it made.
  await expect(inside).resolves.toMatch(/\/site\/cars\/outback\/?$/);
  await fsPromises.mkdir(path.join(root, 'other/deep'), { recursive: true });
  expect(existsSync(path.join(root, 'other/deep'))).toBe(true);
  await expect(fsPromises.mkdir(site('cars'))).rejects.toMatchObject({ code: 'EEXIST' });
});

it('shows nothing once given back, and leaves writes by name untouched', async () => {
  const original = fsPromises.writeFile;
  const originalMkdir = fsPromises.mkdir;
  const seen: string[] = [];
  stop = takeOverPageWrites(outDir, async (page) => void seen.push(page.file));
  expect(fsPromises.writeFile).not.toBe(original);
  // The project's own code imports writeFile by name: not seen.
  await mkdir(path.dirname(site('named/index.html')), { recursive: true });
  await writeFile(site('named/index.html'), Buffer.from('<p>named</p>'));
  stop();
  expect(fsPromises.writeFile).toBe(original);
  expect(fsPromises.mkdir).toBe(originalMkdir);
  await astroWrites(site('after/index.html'), Buffer.from('<p>after</p>'));
  expect(seen).toEqual([]);
});
