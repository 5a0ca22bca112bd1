import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSiteLinks, listLinkingFiles } from '../../../src/server/links/check-site-links.ts';

const SITE_URL = 'https://www.example.com.au';
let root: string;
let site: string;

/** A small built site: pages, a 404 page, a stylesheet, a sitemap, robots.txt, media. */
const FILES: Record<string, string> = {
  '.forecourt-build.json': JSON.stringify({
    slug: 'example',
    siteUrl: SITE_URL,
    fingerprint: 'f',
    builtAt: '2026-01-01T00:00:00.000Z',
    pages: 3,
    bytes: 1,
    seconds: 1,
  }),
  'index.html': `<!DOCTYPE html><html><head>
    <link rel="canonical" href="${SITE_URL}/"><link rel="stylesheet" href="/_astro/site.css">
    <meta property="og:image" content="${SITE_URL}/media/hero.svg">
    </head><body>
    <a href="/finance">Finance</a><a href="/finance?term=60">60 months</a><a href="/about">About</a>
    <a href="/cars/2020-mazda-cx-5">CX-5</a><a href="/cars/2020-mazda-cx-5#gallery">Photos</a>
    <a href="/missing">Missing</a><a href="/404">Not found</a>
    <img src="${SITE_URL}/media/gone.jpg" alt=""><img src="/media/hero.svg" alt="">
    <form action="/api/leads"></form><a href="https://www.facebook.com/example">Facebook</a>
    <a href="mailto:sales@example.com.au">E-mail</a><a href="tel:0255501200">Call</a>
    </body></html>`,
  'finance/index.html': `<a href="/missing">Missing</a><a href="/missing">Again</a>
    <a href="/cars/2020-mazda-cx-5">CX-5</a><img srcset="/media/rate.png 1x, /media/rate@2x.png 2x">`,
  'about.html': '<a href="/">Home</a>',
  '404.html': `<link rel="canonical" href="${SITE_URL}/404"><a href="/">Home</a>`,
  '_astro/site.css': '.hero{background:url(bg.png)} @font-face{src:url(/fonts/body.woff2)}',
  '_astro/bg.png': 'png',
  'media/hero.svg': '<svg/>',
  'media/rate.png': 'png',
  'sitemap.xml': `<urlset><url><loc>${SITE_URL}/finance</loc></url><url><loc>${SITE_URL}/old-page</loc></url></urlset>`,
  'robots.txt': `User-agent: *\nSitemap: ${SITE_URL}/sitemap.xml\n`,
  '.building/index.html': '<a href="/half-built">x</a>',
};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'forecourt-links-'));
  site = path.join(root, 'example');
  for (const [file, content] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(site, file)), { recursive: true });
    await writeFile(path.join(site, file), content);
  }
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('checkSiteLinks', () => {
  it('reports each broken site path once, with how many files link to it and the first by file name', async () => {
    const check = await checkSiteLinks(site);

    expect(check.broken).toEqual([
      { path: '/404', linkedFrom: 1, example: '/' },
      { path: '/cars/2020-mazda-cx-5', linkedFrom: 2, example: '/finance' },
      { path: '/fonts/body.woff2', linkedFrom: 1, example: '/_astro/site.css' },
      { path: '/media/gone.jpg', linkedFrom: 1, example: '/' },
      { path: '/media/rate@2x.png', linkedFrom: 1, example: '/finance' },
      { path: '/missing', linkedFrom: 2, example: '/finance' },
      { path: '/old-page', linkedFrom: 1, example: '/sitemap.xml' },
    ]);
  });

  it('counts the files read and the distinct links and paths', async () => {
    const check = await checkSiteLinks(site);

    expect(check.siteUrl).toBe(SITE_URL);
    expect(check.files).toBe(7);
    // Per file, each path once: index 8 (not its own canonical), finance 4, about 1, 404 1
    // (not its own canonical), stylesheet 2, sitemap 2, robots.txt 1.
    expect(check.links).toBe(19);
    expect(check.paths).toBe(15);
  });

  it('checks only site-relative links when given no public URL', async () => {
    const check = await checkSiteLinks(site, { siteUrl: null });

    const paths = check.broken.map((link) => link.path);
    expect(paths).not.toContain('/media/gone.jpg');
    expect(paths).not.toContain('/old-page');
    expect(paths).toContain('/missing');
  });
});

describe('listLinkingFiles', () => {
  it('lists pages, stylesheets, sitemaps and robots.txt, not private or other files', async () => {
    expect(await listLinkingFiles(site)).toEqual([
      '404.html',
      '_astro/site.css',
      'about.html',
      'finance/index.html',
      'index.html',
      'robots.txt',
      'sitemap.xml',
    ]);
  });
});
