import { describe, expect, it } from 'vitest';
import { breadcrumbListLd, jsonLdText } from '../../../src/lib/theme/json-ld.ts';

describe('jsonLdText', () => {
  it('cannot close the script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('escapes ampersands and line separators but stays valid JSON', () => {
    const value = { name: 'Parts & Service\u2028Line' };
    const text = jsonLdText(value);
    expect(text).not.toContain('&');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('breadcrumbListLd', () => {
  it('numbers items from 1 with absolute URLs', () => {
    const ld = breadcrumbListLd(
      [
        { name: 'Home', url: '/' },
        { name: 'Locations', url: '/locations/' },
        { name: 'Kiama', url: 'https://cdn.example.com/kiama' },
      ],
      'https://www.example.com.au',
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com.au/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Locations',
          item: 'https://www.example.com.au/locations',
        },
        { '@type': 'ListItem', position: 3, name: 'Kiama', item: 'https://cdn.example.com/kiama' },
      ],
    });
  });
});
