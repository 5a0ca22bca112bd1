/**
 * The car page's photos as the gallery draws them: sized by the image-delivery service,
 * drawn 4:3 with their intrinsic size, named for screen readers. Never empty: a car without
 * photos shows the not-found image (spec §8).
 */
import { imageUrl, srcset, type ImageFormat } from '../media/image-url.ts';
import type { Car } from '../stock/car.ts';
import { NOT_FOUND_IMAGE_URL } from '../stock/media-urls.ts';

export interface GalleryImage {
  src: string;
  /** Left off for vectors (illustrations, the not-found image): they scale themselves. */
  srcset?: string;
  sizes?: string;
  width: number;
  height: number;
  alt: string;
  /** The small image its thumbnail button shows. */
  thumb: string;
}

/** Photos are drawn 4:3, as on the search cards; these are the width and height attributes. */
export const GALLERY_IMAGE_WIDTH = 800;
export const GALLERY_IMAGE_HEIGHT = 600;
/** Up to 1600 so a 2x laptop screen and a 3x phone both get a sharp photo. */
export const GALLERY_IMAGE_WIDTHS: readonly number[] = [400, 600, 800, 1000, 1200, 1600];
/**
 * The gallery fills the page's column: the whole width on phones and tablets; beside the
 * 380px sidebar (and its 32px gap, 32px gutters) from 1024px; at most 828px in the 1240px
 * container.
 */
export const GALLERY_IMAGE_SIZES =
  '(min-width: 1304px) 828px, (min-width: 1024px) calc(100vw - 476px), 100vw';
/** Thumbnails are drawn 80px wide; twice that keeps them sharp on high-density screens. */
export const GALLERY_THUMB_WIDTH = 160;
/** Every browser the sites serve decodes WebP, and it is the smaller file for photos. */
export const GALLERY_IMAGE_FORMAT = 'webp' satisfies ImageFormat;

type GalleryCar = Pick<Car, 'images' | 'primary_image_url'>;

interface Photo {
  url: string;
  thumb: string;
}

/** The car's photos in gallery order; the primary image alone when the list is empty. */
function photosOf(car: GalleryCar): Photo[] {
  const photos = car.images
    .map(({ image }) => ({ url: image.url.trim(), thumb: image.thumb.url.trim() }))
    .filter((photo) => photo.url !== '' && photo.url !== NOT_FOUND_IMAGE_URL);
  if (photos.length > 0) return photos;
  const primary = car.primary_image_url.trim();
  return primary && primary !== NOT_FOUND_IMAGE_URL ? [{ url: primary, thumb: '' }] : [];
}

function sized(url: string): Pick<GalleryImage, 'src' | 'srcset' | 'sizes' | 'width' | 'height'> {
  const format = GALLERY_IMAGE_FORMAT;
  const set = srcset(url, GALLERY_IMAGE_WIDTHS, { format });
  return {
    src: imageUrl(url, { width: GALLERY_IMAGE_WIDTH, format }),
    ...(set ? { srcset: set, sizes: GALLERY_IMAGE_SIZES } : {}),
    width: GALLERY_IMAGE_WIDTH,
    height: GALLERY_IMAGE_HEIGHT,
  };
}

/**
 * The gallery's images, first to last. Alt text is '{title}, photo N of M'; a car with no
 * photos gets the one not-found image, said as such rather than as a photo of the car.
 */
export function galleryImages(car: GalleryCar, title: string): GalleryImage[] {
  const photos = photosOf(car);
  if (photos.length === 0) {
    return [
      {
        ...sized(NOT_FOUND_IMAGE_URL),
        alt: `No photos of ${title} yet`,
        thumb: imageUrl(NOT_FOUND_IMAGE_URL, { width: GALLERY_THUMB_WIDTH }),
      },
    ];
  }
  return photos.map((photo, i) => ({
    ...sized(photo.url),
    alt: `${title}, photo ${i + 1} of ${photos.length}`,
    thumb: imageUrl(photo.thumb || photo.url, {
      width: GALLERY_THUMB_WIDTH,
      format: GALLERY_IMAGE_FORMAT,
    }),
  }));
}

/** Whether the gallery shows only the not-found image (nothing to enlarge or step through). */
export function isNotFoundGallery(images: readonly GalleryImage[]): boolean {
  return images.length === 1 && images[0]?.src === sized(NOT_FOUND_IMAGE_URL).src;
}
