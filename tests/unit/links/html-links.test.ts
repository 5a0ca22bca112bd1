import { describe, expect, it } from 'vitest';
import { jsonLdUrls, linksInHtml } from '../../../src/server/links/html-links.ts';

describe('linksInHtml', () => {
  it('finds links, stylesheets, icons, images, scripts, form targets and media', () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="stylesheet" href="/_astro/site.css"><link rel="icon" href="/favicon.svg">
      <link rel="preload" as="image" href="/media/hero.jpg" imagesrcset="/media/hero-640.jpg 640w, /media/hero-1280.jpg 1280w">
      <script type="module" src="/_astro/page.js"></script>
    </head><body>
      <a href="/finance">Finance</a><area href="/map-area">
      <img src="/media/logo.svg" srcset="/media/logo@2x.svg 2x" alt="">
      <picture><source srcset="/media/car.avif" type="image/avif"><img src="/media/car.jpg" alt=""></picture>
      <form action="/search/new-cars"><button formaction="/search/used-cars">Go</button></form>
      <video src="/media/tour.mp4" poster="/media/tour.jpg"></video><object data="/media/brochure.pdf"></object>
      <svg><use href="/icons.svg#phone"></use></svg>
      <astro-island component-url="/_astro/Search.js" renderer-url="/_astro/client.js"></astro-island>
    </body></html>`;

    expect(linksInHtml(html)).toEqual([
      '/_astro/site.css',
      '/favicon.svg',
      '/media/hero.jpg',
      '/media/hero-640.jpg',
      '/media/hero-1280.jpg',
      '/_astro/page.js',
      '/finance',
      '/map-area',
      '/media/logo.svg',
      '/media/logo@2x.svg',
      '/media/car.avif',
      '/media/car.jpg',
      '/search/new-cars',
      '/search/used-cars',
      '/media/tour.mp4',
      '/media/tour.jpg',
      '/media/brochure.pdf',
      '/icons.svg#phone',
      '/_astro/Search.js',
      '/_astro/client.js',
    ]);
  });

  it('reads share-preview meta tags and a meta refresh, not other meta content', () => {
    const html = `<meta property="og:image" content="https://www.example.com.au/media/hero.jpg">
      <meta property="og:url" content="https://www.example.com.au/finance">
      <meta name="twitter:image" content="/media/card.jpg">
      <meta name="description" content="/not-a-link">
      <meta property="og:title" content="/not-a-link-either">
      <meta http-equiv="refresh" content="0; url=/search/mazda">`;

    expect(linksInHtml(html)).toEqual([
      'https://www.example.com.au/media/hero.jpg',
      'https://www.example.com.au/finance',
      '/media/card.jpg',
      '/search/mazda',
    ]);
  });

  it('decodes entities and reads single-quoted and bare attribute values', () => {
    const html = `<a href="/search?make=Mazda&amp;page=2">x</a><a href='/faqs'>y</a><img src=/media/a.png alt=z>`;

    expect(linksInHtml(html)).toEqual(['/search?make=Mazda&page=2', '/faqs', '/media/a.png']);
  });

  it('reads the CSS of style elements and style attributes', () => {
    const html = `<style>.hero{background:url("/media/hero.jpg")}</style>
      <div style="background-image: url('/media/banner.webp')"></div>`;

    expect(linksInHtml(html)).toEqual(['/media/hero.jpg', '/media/banner.webp']);
  });

  it('reads a style attribute on any element, whatever its name', () => {
    const html = `<constructor style="background:url(/media/a.png)"></constructor>`;

    expect(linksInHtml(html)).toEqual(['/media/a.png']);
  });

  it('reads absolute URLs out of JSON-LD', () => {
    const html = `<script type="application/ld+json">{"@id":"https://x.test/#dealer","logo":"https://x.test/media/logo.svg"}</script>`;

    expect(linksInHtml(html)).toEqual(['https://x.test/media/logo.svg']);
  });

  it('takes no markup inside comments, scripts or other raw text for a tag', () => {
    const html = `<!-- <a href="/commented-out">x</a> -->
      <script>const card = '<a href="/from-a-script">x</a>';</script>
      <title>Cars <a href="/in-a-title"></title>
      <textarea><img src="/typed.png"></textarea>
      <a href="/real">real</a>`;

    expect(linksInHtml(html)).toEqual(['/real']);
  });

  it('keeps a ">" inside a quoted attribute value within the tag', () => {
    const html = `<astro-island props='{"label":"a > b"}' component-url="/_astro/Island.js"></astro-island>`;

    expect(linksInHtml(html)).toEqual(['/_astro/Island.js']);
  });

  it('takes the first of two same-named attributes, as browsers do', () => {
    expect(linksInHtml('<a href="/first" href="/second">x</a>')).toEqual(['/first']);
  });
});

describe('jsonLdUrls', () => {
  it('collects absolute http(s) URLs at any depth, but not node identifiers or text', () => {
    const json = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'AutoDealer',
          '@id': 'https://x.test/#dealer',
          url: 'https://x.test/',
          image: ['https://x.test/media/a.jpg', 'https://cdn.test/b.jpg'],
          potentialAction: { target: 'https://x.test/search?query={search_term_string}' },
          description: 'Visit /finance for a quote',
        },
      ],
    });

    expect(jsonLdUrls(json)).toEqual([
      'https://x.test/',
      'https://x.test/media/a.jpg',
      'https://cdn.test/b.jpg',
      'https://x.test/search?query={search_term_string}',
    ]);
  });

  it('names nothing for a block that is not JSON', () => {
    expect(jsonLdUrls('{"url": "https://x.test/",')).toEqual([]);
  });
});
