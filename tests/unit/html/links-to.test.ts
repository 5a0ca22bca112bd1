import { describe, expect, it } from 'vitest';
import { linksTo } from '../../../src/lib/html/links-to.ts';

const nav =
  '<nav><a href="/">Home</a><a href="/search/new-cars">New</a><a href="/faqs/">FAQs</a></nav>';

describe('linksTo', () => {
  it('finds a link to the path, with or without a trailing slash on either side', () => {
    expect(linksTo(nav, '/search/new-cars')).toBe(true);
    expect(linksTo(nav, '/search/new-cars/')).toBe(true);
    expect(linksTo(nav, '/faqs')).toBe(true);
    expect(linksTo(nav, '/')).toBe(true);
  });

  it('does not take a longer or shorter path for the page', () => {
    expect(linksTo(nav, '/search/new-cars/toyota')).toBe(false);
    expect(linksTo(nav, '/search/new')).toBe(false);
    expect(linksTo(nav, '/search')).toBe(false);
    expect(linksTo('<a href="/search">Search</a>', '/')).toBe(false);
  });

  it('reads hrefs as escaped in HTML', () => {
    expect(linksTo('<a href="/offers/a&amp;b">Offer</a>', '/offers/a&b')).toBe(true);
    expect(linksTo('<a href="/offers/a&amp;b">Offer</a>', '/offers/a&amp;b')).toBe(false);
  });

  it('ignores text that only mentions the path', () => {
    expect(linksTo('<p>See /faqs for more</p>', '/faqs')).toBe(false);
    expect(linksTo('<link rel="canonical" data-href="/faqs">', '/faqs')).toBe(false);
  });
});
