import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findInIndex,
  indexSiteFiles,
  resolveStaticFile,
  safeSegments,
  type SiteFileIndex,
} from '../../../src/server/serve/resolve-static.ts';

let root: string;
let site: string;
let index: SiteFileIndex;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'forecourt-static-'));
  site = path.join(root, 'alpha');
  const files = [
    'index.html',
    'finance/index.html',
    'about.html',
    'brands/toyota/index.html',
    '_astro/app.abc123.js',
    '.forecourt-build.json',
    '.well-known/security.txt',
    '.cache/pdf/car.pdf',
  ];
  for (const file of files) {
    await mkdir(path.dirname(path.join(site, file)), { recursive: true });
    await writeFile(path.join(site, file), file);
  }
  await writeFile(path.join(root, 'secret.txt'), 'outside the site');
  await symlink(path.join(site, 'about.html'), path.join(site, 'linked.html'));
  index = await indexSiteFiles(site);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The server's way (the site's index) and the one-off way (stat on disk) give one answer. */
const lookups = {
  findInIndex: async (urlPath: string) => findInIndex(index, urlPath),
  resolveStaticFile: async (urlPath: string) =>
    (await resolveStaticFile(site, urlPath))?.file ?? null,
};

describe.each(Object.keys(lookups) as (keyof typeof lookups)[])('%s', (lookup) => {
  const resolved = async (urlPath: string) => {
    const found = await lookups[lookup](urlPath);
    return found ? path.relative(site, found) : null;
  };

  it.each([
    ['/', 'index.html'],
    ['/finance', 'finance/index.html'],
    ['/finance/', 'finance/index.html'],
    ['/about', 'about.html'],
    ['/about.html', 'about.html'],
    ['/brands/toyota', 'brands/toyota/index.html'],
    ['/_astro/app.abc123.js', '_astro/app.abc123.js'],
    ['/.well-known/security.txt', '.well-known/security.txt'],
    ['/%66inance', 'finance/index.html'],
  ])('answers %s from %s', async (urlPath, file) => {
    expect(await resolved(urlPath)).toBe(file);
  });

  it('follows a symbolic link to a file', async () => {
    expect(await resolved('/linked')).toBe('linked.html');
  });

  it.each(['/missing', '/finance/missing', '/brands', '/about/'])(
    'finds nothing for %s',
    async (p) => {
      expect(await resolved(p)).toBeNull();
    },
  );

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/finance/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/%00index.html',
    '/.forecourt-build.json',
    '/%2eforecourt-build.json',
    '/%E0%A4%A',
    '/.cache/pdf/car.pdf',
  ])('refuses %s', async (urlPath) => {
    expect(await resolved(urlPath)).toBeNull();
  });
});

describe('indexSiteFiles', () => {
  it('indexes the files of the site, not its private dot-folders', () => {
    expect([...index.files].sort()).toEqual([
      '.well-known/security.txt',
      '_astro/app.abc123.js',
      'about.html',
      'brands/toyota/index.html',
      'finance/index.html',
      'index.html',
      'linked.html',
    ]);
  });
});

describe('resolveStaticFile', () => {
  it('gives the size and mtime of the file', async () => {
    const found = await resolveStaticFile(site, '/about');
    expect(found?.size).toBe('about.html'.length);
    expect(found?.mtimeMs).toBeGreaterThan(0);
  });
});

describe('safeSegments', () => {
  it('rejects parent segments however they are spelled, before any path joining', () => {
    for (const urlPath of ['/a/../b', '/%2e%2e/b', '/a/%2E%2E', '/a\\b', '/.env']) {
      expect(safeSegments(urlPath)).toBeNull();
    }
  });

  it('drops empty and current-directory segments', () => {
    expect(safeSegments('//a/./b/')).toEqual(['a', 'b']);
  });
});
