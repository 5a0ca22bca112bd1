import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  assertSiteComplete,
  copyDealerMedia,
  directoryBytes,
  listFiles,
} from '../../../src/server/build/site-files.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'forecourt-files-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function put(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

describe('assertSiteComplete', () => {
  it('accepts a site with a home page, 404 page, sitemap and robots.txt', async () => {
    for (const file of ['index.html', '404.html', 'sitemap.xml', 'robots.txt'])
      await put(`site/${file}`, 'x');
    await expect(assertSiteComplete(path.join(root, 'site'))).resolves.toBeUndefined();
  });

  it('names what is missing', async () => {
    await put('site/index.html', 'x');
    await put('site/sitemap.xml', 'x');
    await expect(assertSiteComplete(path.join(root, 'site'))).rejects.toThrow(
      'the built site has no 404.html, robots.txt',
    );
  });
});

describe('copyDealerMedia', () => {
  it("puts the dealer's media at /media, over any file of the same name", async () => {
    await put('dealer/media/logo.svg', 'dealer logo');
    await put('dealer/media/locations/a.svg', 'location');
    await put('site/media/logo.svg', 'placeholder');
    await copyDealerMedia(path.join(root, 'dealer'), path.join(root, 'site'));
    expect(await readFile(path.join(root, 'site/media/logo.svg'), 'utf8')).toBe('dealer logo');
    expect(await readFile(path.join(root, 'site/media/locations/a.svg'), 'utf8')).toBe('location');
  });

  it('does nothing for a dealer without media', async () => {
    await expect(
      copyDealerMedia(path.join(root, 'none'), path.join(root, 'site')),
    ).resolves.toBeUndefined();
  });
});

describe('directoryBytes', () => {
  it('sums every file, nested ones included', async () => {
    await put('site/a.txt', '12345');
    await put('site/deep/b.txt', '123');
    expect(await directoryBytes(path.join(root, 'site'))).toBe(8);
  });

  it('leaves out the compressed copies beside a file, and only those', async () => {
    await put('sized/page.html', '1234567890');
    await put('sized/page.html.br', '123');
    await put('sized/page.html.gz', '1234');
    await put('sized/archive.gz', '12');
    expect(await directoryBytes(path.join(root, 'sized'))).toBe(12);
  });
});

describe('directoryBytes with a listing and known sizes', () => {
  it('counts the files listed, taking the sizes it is given over the disk', async () => {
    await put('known/cars/a/index.html', '1234567890');
    await put('known/cars/a/index.html.br', '123');
    await put('known/robots.txt', '12345');
    const dir = path.join(root, 'known');
    const listed = listFiles(dir);
    // A size the build knows is not asked of the disk: a wrong one shows that it was used.
    const known = new Map([['cars/a/index.html', 1000]]);
    expect(await directoryBytes(dir, listed, (file) => known.get(file))).toBe(1005);
    expect(await directoryBytes(dir, listed)).toBe(15);
  });
});

describe('listFiles', () => {
  it("lists every file, dot-files and copies included, by '/'-separated path, sorted", async () => {
    await put('list/index.html', 'x');
    await put('list/cars/b/index.html', 'x');
    await put('list/cars/a/index.html', 'x');
    await put('list/cars/a/index.html.br', 'x');
    await put('list/.forecourt-build.json', 'x');
    await mkdir(path.join(root, 'list/empty'), { recursive: true });
    expect(listFiles(path.join(root, 'list'))).toEqual([
      '.forecourt-build.json',
      'cars/a/index.html',
      'cars/a/index.html.br',
      'cars/b/index.html',
      'index.html',
    ]);
  });
});
