import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../src/lib/theme/colour.ts';
import { pressed, readableOn, softened } from '../../../src/lib/theme/derived.ts';

describe('readableOn', () => {
  it('returns the colour unchanged when it already passes on every background', () => {
    expect(readableOn('#0b3d91', ['#ffffff', '#f4f5f7'])).toBe('#0b3d91');
  });

  it('darkens a light colour on light backgrounds until AA', () => {
    const out = readableOn('#ff9900', ['#ffffff']);
    expect(out).not.toBe('#ff9900');
    expect(contrastRatio(out, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('lightens towards white on dark backgrounds', () => {
    const out = readableOn('#333333', ['#111111']);
    expect(contrastRatio(out, '#111111')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('softened', () => {
  it('moves text towards the background while keeping the ratio', () => {
    const out = softened('#ffffff', '#1b1f24');
    expect(out).not.toBe('#ffffff');
    expect(contrastRatio(out, '#1b1f24')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the text itself when there is no room', () => {
    expect(softened('#767676', '#ffffff')).toBe('#767676');
  });

  it('accepts a lower minimum for non-text borders', () => {
    expect(
      contrastRatio(softened('#1b1f24', '#ffffff', 0.75, 3), '#ffffff'),
    ).toBeGreaterThanOrEqual(3);
  });
});

describe('pressed', () => {
  it('gives near-black fills a visible hover that still passes', () => {
    const hover = pressed('#1f1f1f', '#ffffff');
    expect(hover).not.toBe('#1f1f1f');
    expect(contrastRatio(hover, '#1f1f1f')).toBeGreaterThan(1.2);
    expect(contrastRatio(hover, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens fills with light text and lightens fills with dark text', () => {
    expect(contrastRatio(pressed('#0b3d91', '#ffffff'), '#ffffff')).toBeGreaterThan(
      contrastRatio('#0b3d91', '#ffffff'),
    );
    expect(contrastRatio(pressed('#ffd200', '#111111'), '#111111')).toBeGreaterThan(
      contrastRatio('#ffd200', '#111111'),
    );
  });
});
