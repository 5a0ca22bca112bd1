/** The serving bench finds every page of every built site by its HTML files. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { discoverSiteUrls } from '../../../src/server/serve/bench/discover-urls.ts';
import { writeSite } from './support.ts';

let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'forecourt-bench-urls-'));
  await writeSite(dist, 'alpha', {
    'index.html': 'home',
    'finance/index.html': 'finance',
    'cars/2020-mazda-cx-5-u1/index.html': 'car',
    'legacy.html': 'a page written as a file',
    '404.html': 'not found',
    'index.html.br': 'compressed twin',
    '_astro/island.js': 'script',
    '.cache/pdf/x/index.html': 'private',
  });
  await writeSite(dist, 'beta', { 'index.html': 'beta home' });
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

it('lists each page once at the path the server answers it on', async () => {
  expect(await discoverSiteUrls(dist)).toEqual([
    { slug: 'alpha', path: '/' },
    { slug: 'alpha', path: '/cars/2020-mazda-cx-5-u1' },
    { slug: 'alpha', path: '/finance' },
    { slug: 'alpha', path: '/legacy' },
    { slug: 'beta', path: '/' },
  ]);
});
