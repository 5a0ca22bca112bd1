import { describe, expect, it } from 'vitest';
import {
  GALLERY_IMAGE_SIZES,
  galleryImages,
  isNotFoundGallery,
} from '../../../src/lib/cars/gallery-images.ts';
import { NOT_FOUND_IMAGE_URL } from '../../../src/lib/media/index.ts';
import type { CarImage } from '../../../src/lib/stock/car.ts';

const TITLE = '2021 Toyota RAV4 GXL';
const PHOTO = 'https://cdn.example.com/u1234/1.jpg';

const photo = (url: string, thumb = url): CarImage => ({ image: { url, thumb: { url: thumb } } });
const car = (images: CarImage[], primary = images[0]?.image.url ?? NOT_FOUND_IMAGE_URL) => ({
  images,
  primary_image_url: primary,
});

describe('galleryImages', () => {
  it('sizes a photo through the image service: width, quality 75 and WebP', () => {
    const [image] = galleryImages(car([photo(PHOTO)]), TITLE);

    expect(image?.src).toBe(`${PHOTO}?w=800&q=75&fm=webp`);
    expect(image?.srcset?.split(', ')).toEqual([
      `${PHOTO}?w=400&q=75&fm=webp 400w`,
      `${PHOTO}?w=600&q=75&fm=webp 600w`,
      `${PHOTO}?w=800&q=75&fm=webp 800w`,
      `${PHOTO}?w=1000&q=75&fm=webp 1000w`,
      `${PHOTO}?w=1200&q=75&fm=webp 1200w`,
      `${PHOTO}?w=1600&q=75&fm=webp 1600w`,
    ]);
    expect(image?.sizes).toBe(GALLERY_IMAGE_SIZES);
  });

  it('gives every image a 4:3 width and height', () => {
    const images = galleryImages(car([photo(PHOTO), photo(`${PHOTO}?v=2`)]), TITLE);

    for (const image of images) expect(image.width / image.height).toBe(4 / 3);
  });

  it("names each photo '{title}, photo N of M', in the feed's order", () => {
    const urls = ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg'];

    const images = galleryImages(car(urls.map((url) => photo(url))), TITLE);

    expect(images.map((image) => [image.src.split('?')[0], image.alt])).toEqual([
      [urls[0], `${TITLE}, photo 1 of 2`],
      [urls[1], `${TITLE}, photo 2 of 2`],
    ]);
  });

  it("takes the thumbnail from the photo's thumb, sized 160 wide", () => {
    const [image] = galleryImages(car([photo(PHOTO, 'https://cdn.example.com/t/1.jpg')]), TITLE);

    expect(image?.thumb).toBe('https://cdn.example.com/t/1.jpg?w=160&q=75&fm=webp');
  });

  it('makes the thumbnail from the photo itself when the thumb is empty', () => {
    const [image] = galleryImages(car([photo(PHOTO, ' ')]), TITLE);

    expect(image?.thumb).toBe(`${PHOTO}?w=160&q=75&fm=webp`);
  });

  it('serves vector images as they are, with no srcset or sizes', () => {
    const [image] = galleryImages(car([photo('/media/stock/suv-red-side.svg')]), TITLE);

    expect(image).toMatchObject({
      src: '/media/stock/suv-red-side.svg',
      thumb: '/media/stock/suv-red-side.svg',
    });
    expect(image).not.toHaveProperty('srcset');
    expect(image).not.toHaveProperty('sizes');
  });

  it('drops photos with an empty URL and counts only the rest', () => {
    const images = galleryImages(car([photo(''), photo(PHOTO)]), TITLE);

    expect(images.map((image) => image.alt)).toEqual([`${TITLE}, photo 1 of 1`]);
  });

  it('falls back to the primary image when the photo list is empty', () => {
    const images = galleryImages(car([], PHOTO), TITLE);

    expect(images.map((image) => [image.src, image.alt])).toEqual([
      [`${PHOTO}?w=800&q=75&fm=webp`, `${TITLE}, photo 1 of 1`],
    ]);
  });

  it('shows the not-found image, said as such, for a car with no photos', () => {
    const images = galleryImages(car([], ''), TITLE);

    expect(images).toEqual([
      {
        src: NOT_FOUND_IMAGE_URL,
        width: 800,
        height: 600,
        alt: `No photos of ${TITLE} yet`,
        thumb: NOT_FOUND_IMAGE_URL,
      },
    ]);
  });

  it('treats the not-found image a feed was given in place of photos as no photos', () => {
    const images = galleryImages(car([photo(NOT_FOUND_IMAGE_URL)]), TITLE);

    expect(images.map((image) => image.alt)).toEqual([`No photos of ${TITLE} yet`]);
  });
});

describe('isNotFoundGallery', () => {
  it('is true for the gallery of a car with no photos', () => {
    expect(isNotFoundGallery(galleryImages(car([], ''), TITLE))).toBe(true);
  });

  it('is false for a gallery of photos, even of one', () => {
    expect(isNotFoundGallery(galleryImages(car([photo(PHOTO)]), TITLE))).toBe(false);
  });
});
