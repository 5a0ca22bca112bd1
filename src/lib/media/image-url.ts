import { NOT_FOUND_IMAGE_URL } from '../stock/media-urls.ts';

/** Spec §7: images load with width, quality (default 75) and format parameters. */
export const DEFAULT_IMAGE_QUALITY = 75;
export const IMAGE_FORMATS = ['webp', 'avif', 'jpg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/**
 * The image-delivery query parameters (the imgix / Contentful spelling most image CDNs
 * accept): `w` width in CSS pixels, `q` quality 1–100, `fm` output format.
 */
export const IMAGE_PARAMS = { width: 'w', quality: 'q', format: 'fm' } as const;

export interface ImageUrlOptions {
  width?: number;
  quality?: number;
  format?: ImageFormat;
  /**
   * Origin of a raster image-delivery service (e.g. 'https://images.example.com'). Site paths
   * ('/media/…') are served from it; absolute URLs keep their own host.
   */
  base?: string;
}

/** Path part of a URL (no query or fragment). */
function pathOf(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

/**
 * Vectors (our generated illustrations, make logos, the not-found image) scale themselves:
 * resizing parameters are pointless, so they are served as they are. Inline data and blob
 * URLs cannot take parameters either.
 */
export function isPassThroughImage(src: string): boolean {
  return /^(data|blob):/i.test(src) || /\.svg$/i.test(pathOf(src));
}

function withBase(src: string, base: string | undefined): string {
  if (!base || !src.startsWith('/') || src.startsWith('//')) return src;
  return `${base.replace(/\/+$/, '')}${src}`;
}

/**
 * The URL to load an image at a size. An empty source gives the not-found image (spec §8).
 * Raster images get w / q / fm (replacing any already there; other query parameters and
 * the fragment are kept); a width that is not above 0 is left out, quality is kept within
 * 1–100 and defaults to 75.
 */
export function imageUrl(src: string | null | undefined, options: ImageUrlOptions = {}): string {
  const source = src?.trim() || NOT_FOUND_IMAGE_URL;
  if (isPassThroughImage(source)) return source;
  const url = withBase(source, options.base);
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  for (const name of Object.values(IMAGE_PARAMS)) params.delete(name);
  if (options.width !== undefined && options.width > 0)
    params.set(IMAGE_PARAMS.width, String(Math.round(options.width)));
  const quality = Math.min(100, Math.max(1, Math.round(options.quality ?? DEFAULT_IMAGE_QUALITY)));
  params.set(
    IMAGE_PARAMS.quality,
    String(Number.isFinite(quality) ? quality : DEFAULT_IMAGE_QUALITY),
  );
  if (options.format) params.set(IMAGE_PARAMS.format, options.format);
  return `${path}?${params.toString()}${hash}`;
}

/**
 * A srcset of the image at each width ('… 320w, … 640w'), widths ascending and once each
 * (ones not above 0 dropped). Undefined (so the attribute is left off) for vectors, inline
 * images and when no width is usable: a single URL is all such an image needs.
 */
export function srcset(
  src: string | null | undefined,
  widths: readonly number[],
  options: Omit<ImageUrlOptions, 'width'> = {},
): string | undefined {
  const source = src?.trim() || NOT_FOUND_IMAGE_URL;
  if (isPassThroughImage(source)) return undefined;
  const usable = [
    ...new Set(widths.filter((w) => Number.isFinite(w) && w > 0).map((w) => Math.round(w))),
  ].sort((a, b) => a - b);
  if (usable.length === 0) return undefined;
  return usable.map((width) => `${imageUrl(source, { ...options, width })} ${width}w`).join(', ');
}
