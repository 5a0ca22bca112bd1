import { describe, expect, it } from 'vitest';
import { absoluteUrl, currencyFor, priceRange, siteRoot } from '../../../src/lib/seo/index.ts';

describe('priceRange', () => {
  it('spans the lowest to highest price, ignoring price-on-application zeros', () => {
    expect(priceRange([0, 1234567, 9990, 45000])).toBe('$9,990 - $1,234,567');
  });
  it('gives one price when all are equal and $$ when none are priced', () => {
    expect(priceRange([500, 500])).toBe('$500');
    expect(priceRange([0])).toBe('$$');
    expect(priceRange([])).toBe('$$');
  });
});

describe('currencyFor', () => {
  it('is AUD in Australia and NZD in New Zealand', () => {
    expect(currencyFor('AU')).toBe('AUD');
    expect(currencyFor('NZ')).toBe('NZD');
  });
});

describe('absoluteUrl / siteRoot', () => {
  it('resolves site paths on the dealer url and keeps absolute URLs', () => {
    expect(siteRoot('https://a.example.com///')).toBe('https://a.example.com');
    expect(absoluteUrl('https://a.example.com/', '/media/x.png')).toBe(
      'https://a.example.com/media/x.png',
    );
    expect(absoluteUrl('https://a.example.com', 'https://cdn.example.com/y.png')).toBe(
      'https://cdn.example.com/y.png',
    );
  });
});
