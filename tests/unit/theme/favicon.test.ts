import { describe, expect, it } from 'vitest';
import { faviconDataUrl, faviconSvg } from '../../../src/lib/theme/favicon.ts';

describe('faviconSvg', () => {
  it('draws the first letter in the given colours', () => {
    const svg = faviconSvg('kestrel Bay Subaru', '#0b3d91', '#ffffff');
    expect(svg).toContain("fill='#0b3d91'");
    expect(svg).toContain("fill='#ffffff'>K</text>");
  });

  it('skips leading punctuation and escapes markup', () => {
    expect(faviconSvg('"Ōtaki Motors"', '#000', '#fff')).toContain('>Ō</text>');
    expect(faviconSvg('&&&', '#000', '#fff')).toContain('>?</text>');
  });
});

describe('faviconDataUrl', () => {
  it('is a data URL safe inside an attribute', () => {
    const url = faviconDataUrl('Totara Motors', '#1d4d4f', '#ffffff');
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url).not.toMatch(/[#<>"]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      faviconSvg('Totara Motors', '#1d4d4f', '#ffffff'),
    );
  });
});
