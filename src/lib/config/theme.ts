import { z } from 'astro/zod';
import { cssColour, image } from './primitives.ts';

/** Templates: each has its own sass partial (src/styles/templates/_<name>.scss). */
export const templateName = z.enum(['showroom', 'metro', 'coastal', 'torque']);
export const headerVariant = z.enum(['standard', 'large', 'split']);
/** `minimal` renders no footer menu columns, so it may run without footer navigation. */
export const footerVariant = z.enum(['standard', 'staff', 'minimal']);

const fontStack = z.string().min(1).regex(/^[\w\s"',-]+$/, 'must be a CSS font-family list');

export const theme = z.strictObject({
  header_variant: headerVariant.default('standard'),
  footer_variant: footerVariant.default('standard'),
  /** Mobile navigation: a collapsible menu under the header, or a side drawer. */
  mobile_menu: z.enum(['collapse', 'drawer']).default('drawer'),
  colours: z.strictObject({
    primary: cssColour,
    on_primary: cssColour.default('#ffffff'),
    accent: cssColour,
    on_accent: cssColour.default('#ffffff'),
    surface: cssColour.default('#ffffff'),
    surface_alt: cssColour.default('#f4f5f7'),
    text: cssColour.default('#1b1f24'),
    muted: cssColour.default('#5b6470'),
    header_bg: cssColour.optional(),
    header_text: cssColour.optional(),
    footer_bg: cssColour.optional(),
    footer_text: cssColour.optional(),
  }),
  fonts: z
    .strictObject({ heading: fontStack, body: fontStack })
    .default({ heading: 'system-ui, sans-serif', body: 'system-ui, sans-serif' }),
  radius: z.number().int().min(0).max(24).default(8),
  hero: z.strictObject({
    title: z.string().min(1),
    subtitle: z.string().min(1),
    image,
  }),
});

export type Theme = z.infer<typeof theme>;
export type TemplateName = z.infer<typeof templateName>;
export type HeaderVariant = z.infer<typeof headerVariant>;
export type FooterVariant = z.infer<typeof footerVariant>;
