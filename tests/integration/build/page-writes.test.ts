/**
 * The build takes over Astro's page writes (page-writes.ts): `.html` bytes Astro writes under
 * the output directory through `fs.promises.writeFile` go to the build's page writer instead,
 * which makes their folder; a folder Astro asks for there through `fs.promises.mkdir` is made
 * only when something other than a page is written into it, or when writes are given back.
 * Nothing else is touched, and nothing once given back.
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

it('hands each page written under the output directory to the writer, and writes nothing itself', async () => {
  const seen: WrittenPage[] = [];
  stop = takeOverPageWrites(outDir, async (page) => void seen.push(page));
  const bytes = Buffer.from('<!doctype html><title>Forester</title>');
  await astroWrites(new URL('cars/forester/index.html', outDir), bytes);
  await astroWrites(site('404.html'), Buffer.from('<title>Not found</title>'));

  expect(seen.map((page) => page.file)).toEqual([
    site('cars/forester/index.html'),
    site('404.html'),
  ]);
  expect(Buffer.from(seen[0]!.body).toString()).toBe(bytes.toString());
  // The writer's own copy: Astro's buffer is not shared with it.
  expect(seen[0]?.body.buffer).not.toBe(bytes.buffer);
  // The page, and the folder Astro asked for it, are the writer's to make.
  expect(existsSync(site('cars/forester'))).toBe(false);
  expect(existsSync(site('404.html'))).toBe(false);
});

it('writes what is not a page of this site written from bytes as before, folder and all', async () => {
  const seen: string[] = [];
  stop = takeOverPageWrites(outDir, async (page) => void seen.push(page.file));
  await astroWrites(site('sitemap.xml'), Buffer.from('<urlset/>'));
  await astroWrites(site('old/index.html'), '<meta http-equiv="refresh" content="0;url=/new">');
  await astroWrites(path.join(root, 'elsewhere/index.html'), Buffer.from('<p>not ours</p>'));
  await astroWrites(path.join(root, 'site-2/index.html'), Buffer.from('<p>a sibling</p>'));
  expect(seen).toEqual([]);
  expect(readFileSync(site('sitemap.xml'), 'utf8')).toBe('<urlset/>');
  expect(readFileSync(site('old/index.html'), 'utf8')).toContain('url=/new');
  expect(readFileSync(path.join(root, 'elsewhere/index.html'), 'utf8')).toBe('<p>not ours</p>');
  expect(readFileSync(path.join(root, 'site-2/index.html'), 'utf8')).toBe('<p>a sibling</p>');
});

it('holds the write until the writer has taken the page, which is how rendering is held back', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let shown = () => {};
  const writerCalled = new Promise<void>((resolve) => (shown = resolve));
  stop = takeOverPageWrites(outDir, () => {
    shown();
    return held;
  });
  let written = false;
  const writing = astroWrites(site('held/index.html'), Buffer.from('<p>held</p>')).then(() => {
    written = true;
  });
  await writerCalled;
  await Promise.resolve();
  expect(written).toBe(false);
  release();
  await writing;
  expect(written).toBe(true);
});

it('makes a folder asked for under the output directory once anything but a page needs it', async () => {
  stop = takeOverPageWrites(outDir, async () => {});
  // Asked for, and not made: the page written next makes its own.
  await expect(
    fsPromises.mkdir(new URL('cars/outback/', outDir), { recursive: true }),
  ).resolves.toBeUndefined();
  expect(existsSync(site('cars/outback'))).toBe(false);
  // Asked for and followed by another folder: the first is made then.
  await fsPromises.mkdir(site('cars/levorg'), { recursive: true });
  expect(existsSync(site('cars/outback'))).toBe(true);
  // Asked for, and the next page goes elsewhere: made then.
  await fsPromises.writeFile(site('cars/brz.html'), Buffer.from('<p>BRZ</p>'));
  expect(existsSync(site('cars/levorg'))).toBe(true);
  // Asked for last: made when writes are given back.
  await fsPromises.mkdir(site('cars/wrx'), { recursive: true });
  expect(existsSync(site('cars/wrx'))).toBe(false);
  stop();
  expect(existsSync(site('cars/wrx'))).toBe(true);
});

it('makes other folders as before: elsewhere, and without `recursive`', async () => {
  stop = takeOverPageWrites(outDir, async () => {});
  await fsPromises.mkdir(path.join(root, 'other/deep'), { recursive: true });
  expect(existsSync(path.join(root, 'other/deep'))).toBe(true);
  await fsPromises.mkdir(site('plain'));
  expect(existsSync(site('plain'))).toBe(true);
  await expect(fsPromises.mkdir(site('plain'))).rejects.toMatchObject({ code: 'EEXIST' });
});

it('hands over nothing once given back, and leaves writes by name untouched', async () => {
  const original = fsPromises.writeFile;
  const originalMkdir = fsPromises.mkdir;
  const seen: string[] = [];
  stop = takeOverPageWrites(outDir, async (page) => void seen.push(page.file));
  expect(fsPromises.writeFile).not.toBe(original);
  // The project's own code imports writeFile by name: not seen, and written.
  await mkdir(path.dirname(site('named/index.html')), { recursive: true });
  await writeFile(site('named/index.html'), Buffer.from('<p>named</p>'));
  expect(readFileSync(site('named/index.html'), 'utf8')).toBe('<p>named</p>');
  stop();
  expect(fsPromises.writeFile).toBe(original);
  expect(fsPromises.mkdir).toBe(originalMkdir);
  await astroWrites(site('after/index.html'), Buffer.from('<p>after</p>'));
  expect(seen).toEqual([]);
  expect(readFileSync(site('after/index.html'), 'utf8')).toBe('<p>after</p>');
});
