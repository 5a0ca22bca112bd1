import { describe, expect, it } from 'vitest';
import {
  blend,
  contrastRatio,
  isDark,
  parseHex,
  relativeLuminance,
} from '../../../src/lib/theme/colour.ts';

describe('parseHex', () => {
  it('reads six- and three-digit hex, any case', () => {
    expect(parseHex('#0A2540')).toEqual({ r: 10, g: 37, b: 64 });
    expect(parseHex('#fa0')).toEqual({ r: 255, g: 170, b: 0 });
  });

  it('rejects anything else', () => {
    expect(() => parseHex('red')).toThrow(/not a hex colour/);
    expect(() => parseHex('#12345')).toThrow();
  });
});

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 10);
  });

  it('weights green most (WCAG coefficients)', () => {
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for identical colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#0b3d91', '#ffffff')).toBe(contrastRatio('#ffffff', '#0b3d91'));
  });

  it('matches known reference values', () => {
    // #767676 on white is the classic "just passes AA" grey (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});

describe('blend', () => {
  it('interpolates channels', () => {
    expect(blend('#000000', '#ffffff', 0)).toBe('#000000');
    expect(blend('#000000', '#ffffff', 1)).toBe('#ffffff');
    expect(blend('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});

describe('isDark', () => {
  it('tells dark from light colours', () => {
    expect(isDark('#1b1f24')).toBe(true);
    expect(isDark('#f4f5f7')).toBe(false);
  });
});
