import { describe, expect, it } from 'vitest';
import { linkBase, linkedSitePath } from '../../../src/server/links/site-path.ts';

const SITE = 'https://www.example.com.au';
const onFinance = linkBase('/finance', SITE);

describe('linkedSitePath', () => {
  it.each([
    ['/cars/2020-mazda-cx-5', '/cars/2020-mazda-cx-5'],
    ['/search/new-cars?page=2#results', '/search/new-cars'],
    ['/print?car_id=abc', '/print'],
    ['https://www.example.com.au/media/hero.jpg', '/media/hero.jpg'],
    // The same host whatever the scheme: an http link to the site is still the site's.
    ['http://www.example.com.au/faqs', '/faqs'],
    ['//www.example.com.au/contact', '/contact'],
    // Relative links resolve against the page: /finance is a page at the root level.
    ['calculator', '/calculator'],
    ['./rates', '/rates'],
    ['../../up', '/up'],
    ['  /padded  ', '/padded'],
    ['/search/caf%C3%A9', '/search/caf%C3%A9'],
    ['/search/café', '/search/caf%C3%A9'],
  ])('checks %j as %j', (link, sitePath) => {
    expect(linkedSitePath(link, onFinance)).toBe(sitePath);
  });

  it.each([
    ['', 'the page itself'],
    ['#main', 'a fragment of the page'],
    ['mailto:sales@example.com.au', 'e-mail'],
    ['tel:0255501200', 'a phone number'],
    ['sms:0400000000', 'a text message'],
    ['data:image/svg+xml,%3Csvg%3E', 'inline data'],
    ['javascript:void(0)', 'script'],
    ['https://www.facebook.com/example', 'another host'],
    ['https://example.com.au/', 'another host (no www)'],
    ['https://showroom.example.com.au/', 'a subdomain'],
    ['/api/leads', 'the platform API'],
    ['/api', 'the platform API root'],
    ['https://www.example.com.au/api/track?x=1', 'the API by absolute URL'],
  ])('leaves %j alone: %s', (link) => {
    expect(linkedSitePath(link, onFinance)).toBeNull();
  });

  it('checks /apiary: only /api and paths below it are the API’s', () => {
    expect(linkedSitePath('/apiary', onFinance)).toBe('/apiary');
  });

  it('resolves a stylesheet’s relative url() against the stylesheet', () => {
    const onStylesheet = linkBase('/_astro/site.css', SITE);

    expect(linkedSitePath('fonts/body.woff2', onStylesheet)).toBe('/_astro/fonts/body.woff2');
  });

  it('checks only site-relative links when the site’s public URL is unknown', () => {
    const base = linkBase('/', null);

    expect(linkedSitePath('/faqs', base)).toBe('/faqs');
    expect(linkedSitePath('https://www.example.com.au/faqs', base)).toBeNull();
  });
});
