import { z } from 'astro/zod';
import { safeUrl } from './safe-url.ts';

/** A site path: starts with a single '/', no host (see safe-url.ts). */
export const sitePath = safeUrl('path');

/** An absolute http(s) URL: another site, or the dealer's own origin. */
export const absoluteUrl = safeUrl('web');

/** A link target: a site path, an absolute http(s) URL, or a tel:/mailto: link. */
export const linkTarget = safeUrl('link');

/** Where an image or other media file loads from: an absolute http(s) URL or a site path. */
export const mediaUrl = safeUrl('media');

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');

export const image = z.strictObject({
  url: mediaUrl,
  thumb: z.strictObject({ url: mediaUrl }).optional(),
  alt: z.string().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

/** 24-hour clock time "HH:MM". */
export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as "08:30"');

/** ISO calendar date "YYYY-MM-DD". */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as "2026-12-25"');

export const cssColour = z
  .string()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex colour such as "#0a2540"');

/** Rich text kept deliberately small: paragraphs of plain text, no HTML in dealer files. */
export const paragraphs = z.array(z.string().min(1)).min(1);

export type Image = z.infer<typeof image>;
