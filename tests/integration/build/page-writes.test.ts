/**
 * The build takes each page's bytes where Astro writes them (page-writes.ts): writes through
 * `fs.promises.writeFile`, as Astro's static generation makes them, of `.html` bytes under the
 * output directory are shown once written; nothing else is, and nothing once stopped.
 */
import { promises as fsPromises, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, expect, it } from 'vitest';
import { watchPageWrites, type WrittenPage } from '../../../src/integrations/page-writes.ts';

const root = mkdtempSync(path.join(tmpdir(), 'forecourt-page-writes-'));
const outDir = pathToFileURL(`${path.join(root, 'site')}/`);
const site = (file: string) => path.join(root, 'site', file);
let stop = () => {};
afterEach(() => stop());
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A write as Astro's generate.js makes it: through the fs.promises object, at call time. */
async function astroWrites(file: URL | string, data: string | Uint8Array): Promise<void> {
  const target = typeof file === 'string' ? file : file.pathname;
  await mkdir(path.dirname(decodeURIComponent(target)), { recursive: true });
  await fsPromises.writeFile(file, data);
}

it('shows each page written under the output directory, after its file is written', async () => {
  const seen: { page: WrittenPage; onDisk: string }[] = [];
  stop = watchPageWrites(outDir, async (page) => {
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
  stop = watchPageWrites(outDir, async (page) => void seen.push(page.file));
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
  stop = watchPageWrites(outDir, () => {
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

it('shows nothing once stopped, and leaves writes by name untouched', async () => {
  const original = fsPromises.writeFile;
  const seen: string[] = [];
  stop = watchPageWrites(outDir, async (page) => void seen.push(page.file));
  expect(fsPromises.writeFile).not.toBe(original);
  // The project's own code imports writeFile by name: not seen.
  await mkdir(path.dirname(site('named/index.html')), { recursive: true });
  await writeFile(site('named/index.html'), Buffer.from('<p>named</p>'));
  stop();
  expect(fsPromises.writeFile).toBe(original);
  await astroWrites(site('after/index.html'), Buffer.from('<p>after</p>'));
  expect(seen).toEqual([]);
});
