import { describe, expect, it } from 'vitest';
import { rootTokenRule, themeTokens, tokenDeclarations } from '../../../src/lib/theme/tokens.ts';
import { theme } from './fixtures.ts';

const CONTRACT = [
  '--fc-primary',
  '--fc-on-primary',
  '--fc-accent',
  '--fc-on-accent',
  '--fc-surface',
  '--fc-surface-alt',
  '--fc-text',
  '--fc-muted',
  '--fc-header-bg',
  '--fc-header-text',
  '--fc-footer-bg',
  '--fc-footer-text',
  '--fc-radius',
  '--fc-font-heading',
  '--fc-font-body',
  '--fc-border',
];

describe('themeTokens', () => {
  it('emits every token name of the shared contract', () => {
    expect(Object.keys(themeTokens(theme()))).toEqual(expect.arrayContaining(CONTRACT));
  });

  it('maps colours, radius and fonts', () => {
    const t = themeTokens(
      theme(
        { primary: '#123456' },
        { radius: 12, fonts: { heading: 'Georgia, serif', body: 'Arial' } },
      ),
    );
    expect(t['--fc-primary']).toBe('#123456');
    expect(t['--fc-radius']).toBe('12px');
    expect(t['--fc-font-heading']).toBe('Georgia, serif');
    expect(t['--fc-font-body']).toBe('Arial');
  });

  it('defaults unset header/footer colours', () => {
    const t = themeTokens(theme());
    expect(t['--fc-header-bg']).toBe('#0b3d91');
    expect(t['--fc-footer-bg']).toBe('#1b1f24');
  });
});

describe('tokenDeclarations / rootTokenRule', () => {
  it('joins declarations for a style rule', () => {
    const css = tokenDeclarations(theme());
    expect(css).toMatch(/^--fc-primary:#0b3d91;--fc-on-primary:#ffffff;/);
    expect(css).not.toMatch(/;$/);
  });

  it('wraps them in :root and asks for dark controls on dark surfaces', () => {
    expect(rootTokenRule(theme())).toMatch(/^:root\{--fc-primary:.*\}$/);
    expect(rootTokenRule(theme())).not.toContain('color-scheme');
    expect(rootTokenRule(theme({ surface: '#111111' }))).toContain(';color-scheme:dark}');
  });
});
