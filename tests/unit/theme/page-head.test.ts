import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  canonicalUrl,
  documentTitle,
  htmlLang,
  ogLocale,
} from '../../../src/lib/theme/page-head.ts';

describe('documentTitle', () => {
  it('appends the dealer name', () => {
    expect(documentTitle('Used cars', 'Kestrel Bay Subaru')).toBe('Used cars | Kestrel Bay Subaru');
  });

  it('leaves titles that already name the dealer alone, in any case', () => {
    expect(documentTitle('Welcome to Kestrel Bay Subaru', 'Kestrel Bay Subaru')).toBe(
      'Welcome to Kestrel Bay Subaru',
    );
    expect(documentTitle('KESTREL BAY SUBARU service', 'Kestrel Bay Subaru')).toBe(
      'KESTREL BAY SUBARU service',
    );
  });

  it('falls back to the dealer name for an empty title', () => {
    expect(documentTitle('  ', 'Totara Motors')).toBe('Totara Motors');
  });
});

describe('canonicalUrl', () => {
  const site = 'https://www.example.com.au/';

  it('keeps the root slash only', () => {
    expect(canonicalUrl(site, '/')).toBe('https://www.example.com.au/');
    expect(canonicalUrl(site, '')).toBe('https://www.example.com.au/');
  });

  it('drops trailing slashes and index.html', () => {
    expect(canonicalUrl(site, '/contact/')).toBe('https://www.example.com.au/contact');
    expect(canonicalUrl(site, '/locations/index.html')).toBe(
      'https://www.example.com.au/locations',
    );
    expect(canonicalUrl(site, '/index.html')).toBe('https://www.example.com.au/');
  });

  it('keeps a query string and drops a fragment', () => {
    expect(canonicalUrl(site, '/models/?body=suv#top')).toBe(
      'https://www.example.com.au/models?body=suv',
    );
  });

  it('tolerates a path without a leading slash', () => {
    expect(canonicalUrl('https://a.nz', 'finance')).toBe('https://a.nz/finance');
  });
});

describe('absoluteUrl', () => {
  it('passes absolute URLs through and resolves site paths', () => {
    expect(absoluteUrl('https://a.nz', 'https://cdn.example.com/x.jpg')).toBe(
      'https://cdn.example.com/x.jpg',
    );
    expect(absoluteUrl('https://a.nz', '/images/hero.jpg')).toBe('https://a.nz/images/hero.jpg');
  });
});

describe('language', () => {
  it('follows the dealer country', () => {
    expect(htmlLang('AU')).toBe('en-AU');
    expect(htmlLang('NZ')).toBe('en-NZ');
    expect(ogLocale('NZ')).toBe('en_NZ');
  });
});
