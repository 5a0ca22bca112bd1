import { describe, expect, it } from 'vitest';
import {
  COPIED_NOTICE_MS,
  SHARE_WINDOW,
  carShareUrl,
  shareLinks,
  shareWindowFeatures,
} from '../../../src/lib/cars/index.ts';

const CAR_URL = 'https://www.harbour.example.com.au/cars/2021-toyota-rav4-gxl-u1234';
const TITLE = '2021 Toyota RAV4 GXL AXAH54R';
const href = (id: string, url = CAR_URL, title = TITLE) =>
  shareLinks(url, title).find((link) => link.id === id)?.href;

describe('carShareUrl', () => {
  it('is the site url plus /cars/{slug}', () => {
    expect(carShareUrl('https://www.harbour.example.com.au', { slug: 'ford-ranger-xl' })).toBe(
      'https://www.harbour.example.com.au/cars/ford-ranger-xl',
    );
  });

  it('writes no double slash when the site url ends in a slash', () => {
    expect(carShareUrl('https://www.harbour.example.com.au/', { slug: 'ford-ranger-xl' })).toBe(
      'https://www.harbour.example.com.au/cars/ford-ranger-xl',
    );
  });

  it('encodes the slug as the car page path does', () => {
    expect(carShareUrl('https://a.example.com', { slug: 'a b' })).toBe(
      'https://a.example.com/cars/a%20b',
    );
  });
});

describe('shareLinks', () => {
  it('lists Facebook, Twitter, WhatsApp, email and SMS in that order', () => {
    expect(shareLinks(CAR_URL, TITLE).map((link) => [link.id, link.label])).toEqual([
      ['facebook', 'Facebook'],
      ['twitter', 'Twitter'],
      ['whatsapp', 'WhatsApp'],
      ['email', 'Email'],
      ['sms', 'SMS'],
    ]);
  });

  it('opens the social networks in a window, email and SMS in their own apps', () => {
    expect(shareLinks(CAR_URL, TITLE).map((link) => [link.id, link.popup])).toEqual([
      ['facebook', true],
      ['twitter', true],
      ['whatsapp', true],
      ['email', false],
      ['sms', false],
    ]);
  });

  it('shares the link on Facebook through sharer.php', () => {
    expect(href('facebook')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.harbour.example.com.au%2Fcars%2F2021-toyota-rav4-gxl-u1234',
    );
  });

  it('tweets the link and the title', () => {
    expect(href('twitter', 'https://a.example.com/cars/x', 'Ford Ranger')).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fa.example.com%2Fcars%2Fx&text=Ford%20Ranger',
    );
  });

  it('sends the title and the link as one WhatsApp message', () => {
    expect(href('whatsapp', 'https://a.example.com/cars/x', 'Ford Ranger')).toBe(
      'https://wa.me/?text=Ford%20Ranger%20https%3A%2F%2Fa.example.com%2Fcars%2Fx',
    );
  });

  it('writes an email with the title as subject and the link in the body', () => {
    expect(href('email', 'https://a.example.com/cars/x', 'Ford Ranger')).toBe(
      'mailto:?subject=Ford%20Ranger&body=Ford%20Ranger%20https%3A%2F%2Fa.example.com%2Fcars%2Fx',
    );
  });

  it('writes an SMS body with the title and the link', () => {
    expect(href('sms', 'https://a.example.com/cars/x', 'Ford Ranger')).toBe(
      'sms:?&body=Ford%20Ranger%20https%3A%2F%2Fa.example.com%2Fcars%2Fx',
    );
  });

  it('encodes characters that would otherwise end or split a parameter', () => {
    const title = 'Hyundai i30 N & "Premium" #1 50% off?';
    for (const link of shareLinks('https://a.example.com/cars/x?y=1&z=2', title)) {
      const query = link.href.slice(link.href.indexOf('?') + 1);
      const values = query.split('&').map((pair) => pair.slice(pair.indexOf('=') + 1));
      expect(values.join(''), link.id).not.toMatch(/[&#"? ]/);
      expect(values.map(decodeURIComponent).join(' '), link.id).toContain(
        link.id === 'facebook' ? 'https://a.example.com/cars/x?y=1&z=2' : title,
      );
    }
  });
});

describe('share window', () => {
  it('is 550x400 and the Copied notice lasts 1.5 s', () => {
    expect(SHARE_WINDOW).toEqual({ width: 550, height: 400 });
    expect(COPIED_NOTICE_MS).toBe(1500);
  });

  it('opens at 550x400 without a screen size', () => {
    expect(shareWindowFeatures()).toBe('width=550,height=400');
  });

  it('is centred on the screen it is given', () => {
    expect(shareWindowFeatures({ width: 1920, height: 1080 })).toBe(
      'width=550,height=400,left=685,top=340',
    );
  });

  it('sits at the top left of a screen smaller than the window', () => {
    expect(shareWindowFeatures({ width: 360, height: 300 })).toBe(
      'width=550,height=400,left=0,top=0',
    );
  });
});
