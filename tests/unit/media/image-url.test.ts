import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMAGE_QUALITY,
  IMAGE_PARAMS,
  NOT_FOUND_IMAGE_URL,
  imageUrl,
  isPassThroughImage,
  srcset,
} from '../../../src/lib/media/index.ts';

const PHOTO = 'https://cdn.example.com/u1234/1.jpg';

describe('imageUrl', () => {
  it('adds width, quality (default 75) and format as w, q, fm', () => {
    expect(IMAGE_PARAMS).toEqual({ width: 'w', quality: 'q', format: 'fm' });
    expect(DEFAULT_IMAGE_QUALITY).toBe(75);
    expect(imageUrl(PHOTO, { width: 640 })).toBe(`${PHOTO}?w=640&q=75`);
    expect(imageUrl(PHOTO, { width: 640, quality: 60, format: 'webp' })).toBe(
      `${PHOTO}?w=640&q=60&fm=webp`,
    );
    expect(imageUrl(PHOTO)).toBe(`${PHOTO}?q=75`);
  });

  it('keeps other query parameters and the fragment, replacing old size parameters', () => {
    expect(imageUrl(`${PHOTO}?v=3&w=100&q=20#x`, { width: 320 })).toBe(`${PHOTO}?v=3&w=320&q=75#x`);
    expect(imageUrl(`${PHOTO}?fm=png`, {})).toBe(`${PHOTO}?q=75`);
  });

  it('rounds the width and leaves out one not above 0', () => {
    expect(imageUrl(PHOTO, { width: 320.6 })).toBe(`${PHOTO}?w=321&q=75`);
    expect(imageUrl(PHOTO, { width: 0 })).toBe(`${PHOTO}?q=75`);
    expect(imageUrl(PHOTO, { width: -10 })).toBe(`${PHOTO}?q=75`);
  });

  it('keeps quality within 1–100', () => {
    expect(imageUrl(PHOTO, { quality: 0 })).toBe(`${PHOTO}?q=1`);
    expect(imageUrl(PHOTO, { quality: 101 })).toBe(`${PHOTO}?q=100`);
    expect(imageUrl(PHOTO, { quality: 100 })).toBe(`${PHOTO}?q=100`);
    expect(imageUrl(PHOTO, { quality: Number.NaN })).toBe(`${PHOTO}?q=75`);
  });

  it('serves site paths from the image-delivery base, absolute URLs from their own host', () => {
    const base = 'https://images.example.com/';
    expect(imageUrl('/media/photos/a.jpg', { width: 400, base })).toBe(
      'https://images.example.com/media/photos/a.jpg?w=400&q=75',
    );
    expect(imageUrl(PHOTO, { width: 400, base })).toBe(`${PHOTO}?w=400&q=75`);
    expect(imageUrl('//other.example.com/a.jpg', { base })).toBe('//other.example.com/a.jpg?q=75');
    expect(imageUrl('/media/photos/a.jpg', { width: 400 })).toBe('/media/photos/a.jpg?w=400&q=75');
  });

  it('returns vector images as they are, even with a base', () => {
    expect(
      imageUrl('/media/stock/suv-white-side.svg', {
        width: 640,
        base: 'https://images.example.com',
      }),
    ).toBe('/media/stock/suv-white-side.svg');
    expect(imageUrl('/media/makes/toyota.SVG?v=2', { width: 64 })).toBe(
      '/media/makes/toyota.SVG?v=2',
    );
  });

  it('returns inline images as they are', () => {
    expect(imageUrl('data:image/png;base64,AAAA', { width: 10 })).toBe(
      'data:image/png;base64,AAAA',
    );
    expect(imageUrl('blob:https://x/1', { width: 10 })).toBe('blob:https://x/1');
  });

  it('falls back to the not-found image for a missing source', () => {
    expect(NOT_FOUND_IMAGE_URL).toBe('/media/not-found.svg');
    expect(imageUrl('', { width: 640 })).toBe(NOT_FOUND_IMAGE_URL);
    expect(imageUrl('   ', { width: 640 })).toBe(NOT_FOUND_IMAGE_URL);
    expect(imageUrl(null)).toBe(NOT_FOUND_IMAGE_URL);
    expect(imageUrl(undefined)).toBe(NOT_FOUND_IMAGE_URL);
  });

  it('does not mistake a path containing .svg for a vector', () => {
    expect(isPassThroughImage('/media/a.svg.jpg')).toBe(false);
    expect(isPassThroughImage('/media/a.jpg?name=b.svg')).toBe(false);
    expect(isPassThroughImage('/media/a.svg#frag')).toBe(true);
  });
});

describe('srcset', () => {
  it('lists each width ascending, once', () => {
    expect(srcset(PHOTO, [960, 320, 640, 320])).toBe(
      `${PHOTO}?w=320&q=75 320w, ${PHOTO}?w=640&q=75 640w, ${PHOTO}?w=960&q=75 960w`,
    );
  });

  it('passes quality, format and base through', () => {
    expect(
      srcset('/a.jpg', [100], { quality: 50, format: 'avif', base: 'https://i.example.com' }),
    ).toBe('https://i.example.com/a.jpg?w=100&q=50&fm=avif 100w');
  });

  it('drops unusable widths and is undefined when none is left', () => {
    expect(srcset(PHOTO, [0, -1, Number.NaN, 200])).toBe(`${PHOTO}?w=200&q=75 200w`);
    expect(srcset(PHOTO, [])).toBeUndefined();
    expect(srcset(PHOTO, [0])).toBeUndefined();
  });

  it('is undefined for vectors and the not-found fallback', () => {
    expect(srcset('/media/stock/suv-white-side.svg', [320, 640])).toBeUndefined();
    expect(srcset('', [320, 640])).toBeUndefined();
  });
});
