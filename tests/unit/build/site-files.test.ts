import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  assertSiteComplete,
  copyDealerMedia,
  directoryBytes,
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
