import { describe, expect, it } from 'vitest';
import {
  canonicalPageUrl,
  declaresNoindex,
  isErrorPage,
  robotsTxt,
  sitemapIndex,
  sitemapUrlSet,
} from '../../../src/integrations/sitemap-content.ts';

const SITE = 'https://www.harbourcitytoyota.com.au';

describe('canonicalPageUrl', () => {
  it.each([
    ['', `${SITE}/`],
    ['finance/', `${SITE}/finance`],
    ['brands/toyota/', `${SITE}/brands/toyota`],
    ['finance/index.html', `${SITE}/finance`],
    ['finance.html', `${SITE}/finance`],
    ['/cars/2021-toyota-hilux-abc/', `${SITE}/cars/2021-toyota-hilux-abc`],
  ])('%s → %s', (pathname, url) => {
    expect(canonicalPageUrl(SITE, pathname)).toBe(url);
  });

  it('ignores a trailing slash on the site URL', () => {
    expect(canonicalPageUrl(`${SITE}/`, 'finance/')).toBe(`${SITE}/finance`);
  });
});

describe('isErrorPage', () => {
  it('recognises the 404 and 500 pages only', () => {
    expect(['404/', '404', '/404.html', '500/'].every(isErrorPage)).toBe(true);
    expect(['4040/', 'errors/404/', 'finance/'].some(isErrorPage)).toBe(false);
  });
});

describe('sitemap documents', () => {
  it('lists escaped absolute URLs', () => {
    const xml = sitemapUrlSet([`${SITE}/`, `${SITE}/search?a=1&b=2`]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<url><loc>${SITE}/</loc></url>`);
    expect(xml).toContain('a=1&amp;b=2');
  });

  it('writes an index of sitemaps', () => {
    expect(sitemapIndex([`${SITE}/sitemap-1.xml`])).toContain(
      `<sitemap><loc>${SITE}/sitemap-1.xml</loc></sitemap>`,
    );
  });
});

describe('robotsTxt', () => {
  it('allows everything and names the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});

describe('declaresNoindex', () => {
  it('finds a robots noindex meta tag in the head', () => {
    expect(declaresNoindex('<head><meta name="robots" content="noindex, nofollow"></head>')).toBe(
      true,
    );
    expect(declaresNoindex("<head><meta content='noindex' name='robots'></head>")).toBe(true);
  });

  it('ignores other meta tags and the body', () => {
    expect(declaresNoindex('<head><meta name="description" content="noindex"></head>')).toBe(false);
    expect(
      declaresNoindex('<head></head><body><meta name="robots" content="noindex"></body>'),
    ).toBe(false);
  });
});
