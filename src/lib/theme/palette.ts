import type { Theme } from '../config/index.ts';
import { blend } from './colour.ts';
import { pressed, readableOn, softened } from './derived.ts';

const DANGER = '#c4262e';
const SUCCESS = '#127a3f';

/** Every colour the site uses, with the optional header/footer colours resolved. */
export interface Palette {
  primary: string;
  on_primary: string;
  accent: string;
  on_accent: string;
  surface: string;
  surface_alt: string;
  text: string;
  muted: string;
  header_bg: string;
  header_text: string;
  footer_bg: string;
  footer_text: string;
  /** Hairline borders: a little text mixed into the surface. */
  border: string;
  /** Primary/accent as text (links, eyebrows): AA on surface and surface_alt. */
  primary_text: string;
  accent_text: string;
  primary_hover: string;
  accent_hover: string;
  /** Secondary copy on the coloured areas, still AA. */
  on_primary_muted: string;
  header_muted: string;
  footer_muted: string;
  /** Form-control outlines: 3:1 against the surface (WCAG 1.4.11). */
  control_border: string;
  /** Status colours legible on the surfaces. */
  danger: string;
  success: string;
  /** The same inside a brand band (on primary) and an inverse band (on the footer's colour). */
  danger_on_primary: string;
  success_on_primary: string;
  danger_on_footer: string;
  success_on_footer: string;
}

/**
 * Unset header colours follow the brand (primary with on_primary text); unset footer colours
 * invert the page (text colour as background, surface as text), so every dealer gets a
 * finished header and footer from just primary and accent.
 */
export function resolvePalette(colours: Theme['colours']): Palette {
  const header_bg = colours.header_bg ?? colours.primary;
  const header_text = colours.header_text ?? colours.on_primary;
  const footer_bg = colours.footer_bg ?? colours.text;
  const footer_text = colours.footer_text ?? colours.surface;
  const surfaces = [colours.surface, colours.surface_alt];
  const primary_hover = pressed(colours.primary, colours.on_primary);
  // A brand band's surfaces are primary and its pressed shade (_mixins.scss brand-band).
  const brandSurfaces = [colours.primary, primary_hover];
  return {
    primary: colours.primary,
    on_primary: colours.on_primary,
    accent: colours.accent,
    on_accent: colours.on_accent,
    surface: colours.surface,
    surface_alt: colours.surface_alt,
    text: colours.text,
    muted: colours.muted,
    header_bg,
    header_text,
    footer_bg,
    footer_text,
    border: blend(colours.surface, colours.text, 0.16),
    primary_text: readableOn(colours.primary, surfaces),
    accent_text: readableOn(colours.accent, surfaces),
    primary_hover,
    accent_hover: pressed(colours.accent, colours.on_accent),
    on_primary_muted: softened(colours.on_primary, colours.primary),
    header_muted: softened(header_text, header_bg),
    footer_muted: softened(footer_text, footer_bg),
    control_border: softened(colours.text, colours.surface, 0.75, 3),
    danger: readableOn(DANGER, surfaces),
    success: readableOn(SUCCESS, surfaces),
    danger_on_primary: readableOn(DANGER, brandSurfaces),
    success_on_primary: readableOn(SUCCESS, brandSurfaces),
    danger_on_footer: readableOn(DANGER, [footer_bg]),
    success_on_footer: readableOn(SUCCESS, [footer_bg]),
  };
}
