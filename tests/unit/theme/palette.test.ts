import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../src/lib/theme/colour.ts';
import { resolvePalette } from '../../../src/lib/theme/palette.ts';
import { theme } from './fixtures.ts';

describe('resolvePalette', () => {
  it('defaults the header from primary and the footer from the text colour', () => {
    const p = resolvePalette(theme().colours);
    expect(p.header_bg).toBe('#0b3d91');
    expect(p.header_text).toBe('#ffffff');
    expect(p.footer_bg).toBe('#1b1f24');
    expect(p.footer_text).toBe('#ffffff');
  });

  it('keeps header and footer colours that are set', () => {
    const p = resolvePalette(
      theme({
        header_bg: '#ffffff',
        header_text: '#111111',
        footer_bg: '#eeeeee',
        footer_text: '#222222',
      }).colours,
    );
    expect([p.header_bg, p.header_text, p.footer_bg, p.footer_text]).toEqual([
      '#ffffff',
      '#111111',
      '#eeeeee',
      '#222222',
    ]);
  });

  it('keeps a brand colour as text when it already reads, and darkens one that does not', () => {
    const dark = resolvePalette(theme({ primary: '#0b3d91' }).colours);
    expect(dark.primary_text).toBe('#0b3d91');
    const light = resolvePalette(theme({ accent: '#ffb400' }).colours);
    expect(light.accent_text).not.toBe('#ffb400');
    expect(contrastRatio(light.accent_text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light.accent_text, '#f4f5f7')).toBeGreaterThanOrEqual(4.5);
  });

  it('lightens brand text on dark surfaces', () => {
    const p = resolvePalette(
      theme({ surface: '#16181b', surface_alt: '#202328', text: '#f2f2f2', primary: '#8a1c1c' })
        .colours,
    );
    expect(contrastRatio(p.primary_text, '#16181b')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(p.primary_text, '#202328')).toBeGreaterThanOrEqual(4.5);
  });

  it('derives muted text for coloured areas that still passes AA', () => {
    const p = resolvePalette(theme().colours);
    expect(p.footer_muted).not.toBe(p.footer_text);
    expect(contrastRatio(p.footer_muted, p.footer_bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(p.on_primary_muted, p.primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives form controls a 3:1 outline and legible status colours', () => {
    const p = resolvePalette(theme().colours);
    expect(contrastRatio(p.control_border, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(p.danger, '#f4f5f7')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives bands their own legible status colours: a dark footer, a dark or light brand colour', () => {
    // The open-now line and form messages sit in bands (_mixins.scss) whose surface is the
    // footer's or the brand's colour, not the page's.
    for (const colours of [
      { primary: '#1f1f1f', on_primary: '#ffffff', footer_bg: '#0d0d0d', footer_text: '#e6e6e6' },
      { primary: '#ffd200', on_primary: '#111111', footer_bg: '#f4f2ef', footer_text: '#111111' },
      { primary: '#0a2540', on_primary: '#ffffff' },
    ]) {
      const p = resolvePalette(theme(colours).colours);
      for (const colour of [p.success_on_footer, p.danger_on_footer]) {
        expect(contrastRatio(colour, p.footer_bg)).toBeGreaterThanOrEqual(4.5);
      }
      for (const colour of [p.success_on_primary, p.danger_on_primary]) {
        expect(contrastRatio(colour, p.primary)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(colour, p.primary_hover)).toBeGreaterThanOrEqual(4.5);
      }
    }
    // A dark footer leaves the default green too dark to read on it.
    const dark = resolvePalette(theme({ footer_bg: '#0d0d0d' }).colours);
    expect(contrastRatio(dark.success, '#0d0d0d')).toBeLessThan(4.5);
  });

  it('makes hover shades raise, not lower, button contrast', () => {
    const p = resolvePalette(theme({ primary: '#ffd200', on_primary: '#111111' }).colours);
    expect(contrastRatio(p.primary_hover, '#111111')).toBeGreaterThan(
      contrastRatio('#ffd200', '#111111'),
    );
  });
});
