import { describe, expect, it } from 'vitest';
import { savedCarsLinks, socialLinks } from '../../../src/lib/navigation/banner.ts';

describe('savedCarsLinks', () => {
  it('links favourites and compare in the configured order', () => {
    expect(savedCarsLinks({ mode: 'favourites', header_links: ['compare', 'favourites'] })).toEqual(
      [
        { label: 'Compare', href: '/compare', icon: 'compare' },
        { label: 'Favourites', href: '/favourites', icon: 'heart' },
      ],
    );
    expect(savedCarsLinks({ mode: 'favourites', header_links: [] })).toEqual([]);
  });

  it('links the garage page with its label instead', () => {
    expect(savedCarsLinks({ mode: 'garage', path: '/mybigboxcars', label: 'myGarage' })).toEqual([
      { label: 'myGarage', href: '/mybigboxcars', icon: 'car' },
    ]);
  });
});

describe('socialLinks', () => {
  it('lists configured networks in a fixed order', () => {
    expect(
      socialLinks({
        youtube: 'https://youtube.com/@k',
        tiktok: 'https://tiktok.com/@k',
        facebook: 'https://facebook.com/k',
      }),
    ).toEqual([
      { network: 'facebook', label: 'Facebook', href: 'https://facebook.com/k' },
      { network: 'youtube', label: 'YouTube', href: 'https://youtube.com/@k' },
      { network: 'tiktok', label: 'TikTok', href: 'https://tiktok.com/@k' },
    ]);
    expect(socialLinks({})).toEqual([]);
  });
});
