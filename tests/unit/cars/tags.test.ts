import { describe, expect, it } from 'vitest';
import {
  NEW_ARRIVAL_DAYS,
  carTags,
  displayTag,
  isNewArrival,
} from '../../../src/lib/cars/index.ts';
import { makeCar } from './make-car.ts';

const NOW = new Date('2026-05-10T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const plain = { now: NOW, tagOverrides: {}, fuelTags: false };
const labels = (car: Parameters<typeof carTags>[0], options = plain) =>
  carTags(car, options).map((t) => t.label);

describe('isNewArrival', () => {
  it('uses an 8-day window, the boundary included', () => {
    expect(NEW_ARRIVAL_DAYS).toBe(8);
    expect(isNewArrival({ created_at: ago(8 * DAY) }, NOW)).toBe(true);
    expect(isNewArrival({ created_at: ago(8 * DAY + 1000) }, NOW)).toBe(false);
    expect(isNewArrival({ created_at: ago(0) }, NOW)).toBe(true);
    expect(isNewArrival({ created_at: ago(30 * DAY) }, NOW)).toBe(false);
  });

  it('counts a listing a little in the future, never an unreadable date', () => {
    expect(isNewArrival({ created_at: ago(-3600_000) }, NOW)).toBe(true);
    expect(isNewArrival({ created_at: 'not a date' }, NOW)).toBe(false);
    expect(isNewArrival({ created_at: '' }, NOW)).toBe(false);
  });

  it('reads time-zone offsets', () => {
    // 2026-05-02T22:00+10:00 is 12:00Z on the 2nd: exactly 8 days before NOW.
    expect(isNewArrival({ created_at: '2026-05-02T22:00:00+10:00' }, NOW)).toBe(true);
    expect(isNewArrival({ created_at: '2026-05-02T21:59:59+10:00' }, NOW)).toBe(false);
  });
});

describe('carTags', () => {
  it('shows nothing for a plain, older car', () => {
    expect(carTags(makeCar(), plain)).toEqual([]);
  });

  it('orders RESERVED, COMING SOON, NEW ARRIVAL, own tag, fuel tag', () => {
    const car = makeCar({
      reserved: true,
      status: 'coming_soon',
      created_at: ago(DAY),
      tag: 'Runout Sale',
      simple_fuel: 'Electric',
    });
    expect(carTags(car, { ...plain, fuelTags: true })).toEqual([
      { kind: 'reserved', label: 'RESERVED' },
      { kind: 'coming-soon', label: 'COMING SOON' },
      { kind: 'new-arrival', label: 'NEW ARRIVAL' },
      { kind: 'tag', label: 'Runout Sale' },
      { kind: 'electric', label: 'ELECTRIC' },
    ]);
  });

  it('a sold car shows SOLD instead of the availability and new-arrival tags', () => {
    const car = makeCar({
      sold: true,
      reserved: true,
      status: 'coming_soon',
      created_at: ago(DAY),
      tag: 'Special',
    });
    expect(labels(car)).toEqual(['SOLD', 'Special']);
  });

  it('applies tag overrides, exactly or ignoring case and spacing', () => {
    const tagOverrides = { 'Runout Sale': 'Runout', 'test drive only': 'Test Ride Only' };
    expect(labels(makeCar({ tag: 'Runout Sale' }), { ...plain, tagOverrides })).toEqual(['Runout']);
    expect(labels(makeCar({ tag: 'Test  Drive ONLY' }), { ...plain, tagOverrides })).toEqual([
      'Test Ride Only',
    ]);
    expect(labels(makeCar({ tag: 'Pre-order' }), { ...plain, tagOverrides })).toEqual([
      'Pre-order',
    ]);
  });

  it('an exact override beats a loose one', () => {
    const tagOverrides = { special: 'Loose', Special: 'Exact' };
    expect(labels(makeCar({ tag: 'Special' }), { ...plain, tagOverrides })).toEqual(['Exact']);
  });

  it('hides a tag overridden to empty text', () => {
    expect(
      labels(makeCar({ tag: 'Special' }), { ...plain, tagOverrides: { Special: '' } }),
    ).toEqual([]);
  });

  it('fuel tags only when the dealer turns them on; plug-in hybrids read HYBRID', () => {
    expect(labels(makeCar({ simple_fuel: 'Hybrid' }))).toEqual([]);
    const on = { ...plain, fuelTags: true };
    expect(labels(makeCar({ simple_fuel: 'Hybrid' }), on)).toEqual(['HYBRID']);
    expect(labels(makeCar({ simple_fuel: 'Plug-in Hybrid' }), on)).toEqual(['HYBRID']);
    expect(labels(makeCar({ simple_fuel: 'Electric' }), on)).toEqual(['ELECTRIC']);
    expect(labels(makeCar({ simple_fuel: 'Petrol' }), on)).toEqual([]);
    expect(labels(makeCar({ simple_fuel: null }), on)).toEqual([]);
  });
});

describe('displayTag', () => {
  it('trims decorative asterisks and spaces', () => {
    expect(displayTag('*** Test Drive Vehicle Only ***', {})).toBe('Test Drive Vehicle Only');
    expect(displayTag('  Special ', {})).toBe('Special');
  });

  it('is null for no tag or nothing left to show', () => {
    expect(displayTag(null, {})).toBeNull();
    expect(displayTag('', {})).toBeNull();
    expect(displayTag('***', {})).toBeNull();
  });

  it('ignores inherited object keys', () => {
    expect(displayTag('constructor', {})).toBe('constructor');
    expect(displayTag('toString', {})).toBe('toString');
  });
});
