import type { Theme } from '../config/index.ts';
import { isDark } from './colour.ts';
import { resolvePalette } from './palette.ts';

/**
 * The dealer-specific design tokens, by CSS custom-property name: the names documented in
 * docs/theming.md plus derived colours that are computed here so they can be checked for
 * contrast (CSS color-mix cannot promise AA).
 */
export function themeTokens(theme: Theme): Record<string, string> {
  const p = resolvePalette(theme.colours);
  return {
    '--fc-primary': p.primary,
    '--fc-on-primary': p.on_primary,
    '--fc-accent': p.accent,
    '--fc-on-accent': p.on_accent,
    '--fc-surface': p.surface,
    '--fc-surface-alt': p.surface_alt,
    '--fc-text': p.text,
    '--fc-muted': p.muted,
    '--fc-header-bg': p.header_bg,
    '--fc-header-text': p.header_text,
    '--fc-footer-bg': p.footer_bg,
    '--fc-footer-text': p.footer_text,
    '--fc-border': p.border,
    '--fc-primary-text': p.primary_text,
    '--fc-accent-text': p.accent_text,
    '--fc-primary-hover': p.primary_hover,
    '--fc-accent-hover': p.accent_hover,
    '--fc-on-primary-muted': p.on_primary_muted,
    '--fc-header-muted': p.header_muted,
    '--fc-footer-muted': p.footer_muted,
    '--fc-control-border': p.control_border,
    '--fc-danger': p.danger,
    '--fc-success': p.success,
    '--fc-danger-on-primary': p.danger_on_primary,
    '--fc-success-on-primary': p.success_on_primary,
    '--fc-danger-on-footer': p.danger_on_footer,
    '--fc-success-on-footer': p.success_on_footer,
    '--fc-radius': `${theme.radius}px`,
    '--fc-font-heading': theme.fonts.heading,
    '--fc-font-body': theme.fonts.body,
  };
}

/** Declarations for a style rule body: "--fc-primary:#0a2540;--fc-on-primary:#fff;…". */
export function tokenDeclarations(theme: Theme): string {
  return Object.entries(themeTokens(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

/** The complete :root rule the layout inlines; dark surfaces get dark native controls. */
export function rootTokenRule(theme: Theme): string {
  const scheme = isDark(theme.colours.surface) ? ';color-scheme:dark' : '';
  return `:root{${tokenDeclarations(theme)}${scheme}}`;
}
