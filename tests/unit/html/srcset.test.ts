import { describe, expect, it } from 'vitest';
import { srcsetUrls } from '../../../src/lib/html/srcset.ts';

describe('srcsetUrls', () => {
  it.each([
    ['/a.jpg 640w, /b.jpg 1280w', ['/a.jpg', '/b.jpg']],
    ['/a.jpg 1x,/b.jpg 2x', ['/a.jpg', '/b.jpg']],
    ['/only.jpg', ['/only.jpg']],
    ['  /a.jpg,  /b.jpg  ', ['/a.jpg', '/b.jpg']],
    // Image CDNs put commas inside URLs: a URL runs to whitespace.
    [
      '/img/w_640,q_75/car.jpg 640w, /img/w_1280,q_75/car.jpg 1280w',
      ['/img/w_640,q_75/car.jpg', '/img/w_1280,q_75/car.jpg'],
    ],
    ['', []],
  ])('reads %j', (srcset, urls) => {
    expect(srcsetUrls(srcset)).toEqual(urls);
  });
});
