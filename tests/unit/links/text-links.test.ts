import { describe, expect, it } from 'vitest';
import {
  cssUrls,
  refreshUrl,
  robotsSitemapUrls,
  sitemapUrls,
} from '../../../src/server/links/text-links.ts';

describe('cssUrls', () => {
  it('finds url() in every quoting and @import', () => {
    const css = `@import "/_astro/base.css"; .a{background:url(/media/a.png)} .b{background:url( '/media/b.png' )}
      .c{background-image:url("/media/c.svg"), url(data:image/png;base64,AAAA)}`;

    expect(cssUrls(css)).toEqual([
      '/_astro/base.css',
      '/media/a.png',
      '/media/b.png',
      '/media/c.svg',
      'data:image/png;base64,AAAA',
    ]);
  });

  it('finds nothing in CSS without URLs', () => {
    expect(cssUrls('.a{color:red}')).toEqual([]);
  });
});

describe('refreshUrl', () => {
  it.each([
    ['0; url=/search/mazda', '/search/mazda'],
    ["0;URL='/search/mazda'", '/search/mazda'],
    ['3, url="/finance"', '/finance'],
    ['0; /faqs', '/faqs'],
  ])('reads %j', (content, url) => {
    expect(refreshUrl(content)).toBe(url);
  });

  it('is null for a refresh of the same page', () => {
    expect(refreshUrl('30')).toBeNull();
  });
});

describe('sitemapUrls and robotsSitemapUrls', () => {
  it('reads every <loc>, entities decoded', () => {
    const xml = `<?xml version="1.0"?><urlset><url><loc>https://x.test/</loc></url>
      <url><loc> https://x.test/search?a=1&amp;b=2 </loc></url></urlset>`;

    expect(sitemapUrls(xml)).toEqual(['https://x.test/', 'https://x.test/search?a=1&b=2']);
  });

  it('reads the Sitemap: lines of robots.txt', () => {
    const robots =
      'User-agent: *\nAllow: /\n\nSitemap: https://x.test/sitemap.xml\nsitemap:/extra.xml\n';

    expect(robotsSitemapUrls(robots)).toEqual(['https://x.test/sitemap.xml', '/extra.xml']);
  });
});
