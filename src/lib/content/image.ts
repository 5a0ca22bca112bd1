import type { Image } from '../config/index.ts';

export interface SizedImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * An <img>'s attributes with the intrinsic size always set (no layout shift): the dealer's
 * width/height, else the size the slot is drawn for. `alt` falls back to the given text.
 */
export function sizedImage(
  image: Image,
  fallback: { width: number; height: number; alt: string },
): SizedImage {
  return {
    src: image.url,
    width: image.width ?? fallback.width,
    height: image.height ?? fallback.height,
    alt: image.alt ?? fallback.alt,
  };
}
