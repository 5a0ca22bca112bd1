import { describe, expect, it } from 'vitest';
import {
  BAR_AUTO_HIDE_MS,
  BAR_BADGE_CAP,
  BAR_CAR_LIMIT,
  changeAnnouncement,
  favouritesBarText,
  favouritesBarView,
  isStickyBarPath,
  savedCountText,
  savedListChanged,
} from '../../../src/lib/favourites/bar.ts';
import { vehicleWords } from '../../../src/lib/content/vehicle-words.ts';
import { savedCar, savedCars } from './fixtures.ts';

const MOTORCYCLES = vehicleWords('motorcycle');

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('favourites bar constants (spec §9)', () => {
  it('shows 3 cards, hides after 5000 ms and caps the badge at 9', () => {
    expect([BAR_CAR_LIMIT, BAR_AUTO_HIDE_MS, BAR_BADGE_CAP]).toEqual([3, 5000, 9]);
  });
});

describe('favouritesBarView', () => {
  it('with no cars shows the empty state (No Saved Cars) and no badge', () => {
    expect(favouritesBarView([])).toEqual({ cars: [], more: 0, badge: null, empty: true });
  });

  it.each([1, 2, 3])('shows all %i cars without a badge', (n) => {
    const view = favouritesBarView(savedCars(...range(n)));
    expect(view.cars).toHaveLength(n);
    expect(view.badge).toBeNull();
    expect(view.empty).toBe(false);
  });

  it('shows the first three (the newest) of more', () => {
    expect(favouritesBarView(savedCars(9, 8, 7, 6)).cars.map((car) => car.id)).toEqual([9, 8, 7]);
  });

  it.each([
    [4, '+1', 1],
    [5, '+2', 2],
    [11, '+8', 8],
    [12, '+9', 9],
    [13, '+9', 10],
    [40, '+9', 37],
  ])('with %i cars the badge reads %s (%i beyond the three)', (n, badge, more) => {
    const view = favouritesBarView(savedCars(...range(n)));
    expect(view.badge).toBe(badge);
    expect(view.more).toBe(more);
  });
});

describe('isStickyBarPath', () => {
  it.each([
    '/cars/2023-toyota-rav4-gxl-u1',
    '/search/new-used-and-demo-cars',
    '/search',
    '/search/toyota/rav4',
    '/used-cars-brisbane',
    '/electric-cars',
    '/SEARCH/SUV',
    '/cars/x/checkout',
  ])('sticks on %s', (path) => expect(isStickyBarPath(path)).toBe(true));

  it.each([
    '/',
    '/compare',
    '/favourites',
    '/my-meridian-garage',
    '/finance',
    '/contact',
    '/locations/erina',
    '/car',
  ])('does not stick on %s', (path) => expect(isStickyBarPath(path)).toBe(false));
});

describe('savedListChanged', () => {
  it('is false for the same cars in the same order (even as new objects)', () => {
    expect(savedListChanged(savedCars(1, 2), savedCars(1, 2))).toBe(false);
    expect(savedListChanged([], [])).toBe(false);
  });

  it('is true when a car is added, removed, or the order changes', () => {
    expect(savedListChanged(savedCars(1), savedCars(2, 1))).toBe(true);
    expect(savedListChanged(savedCars(2, 1), savedCars(1))).toBe(true);
    expect(savedListChanged(savedCars(1, 2), savedCars(2, 1))).toBe(true);
    expect(savedListChanged(savedCars(1, 2), savedCars(1, 3))).toBe(true);
  });
});

describe('changeAnnouncement', () => {
  it('names a saved car', () => {
    expect(
      changeAnnouncement(savedCars(1), [savedCar(2, { name: '2020 Mazda CX-5' }), savedCar(1)]),
    ).toBe('Saved 2020 Mazda CX-5');
  });

  it('names a removed car', () => {
    expect(
      changeAnnouncement([savedCar(2, { name: '2020 Mazda CX-5' }), savedCar(1)], savedCars(1)),
    ).toBe('Removed 2020 Mazda CX-5');
  });

  it('counts what is left after a bigger change (another tab)', () => {
    expect(changeAnnouncement(savedCars(1, 2, 3), [])).toBe('Saved cars updated: 0 saved cars');
    expect(changeAnnouncement(savedCars(1), savedCars(2))).toBe('Saved cars updated: 1 saved car');
    expect(changeAnnouncement(savedCars(1, 2), savedCars(2, 1))).toBe(
      'Saved cars updated: 2 saved cars',
    );
  });

  it("counts in a motorcycle dealer's words", () => {
    expect(changeAnnouncement(savedCars(1, 2), [], MOTORCYCLES)).toBe(
      'Saved motorcycles updated: 0 saved motorcycles',
    );
  });

  it('is null when nothing changed', () => {
    expect(changeAnnouncement(savedCars(1, 2), savedCars(1, 2))).toBeNull();
  });
});

describe('savedCountText', () => {
  it('uses the singular for one car', () => {
    expect([savedCountText(0), savedCountText(1), savedCountText(13)]).toEqual([
      '0 saved cars',
      '1 saved car',
      '13 saved cars',
    ]);
  });

  it("counts in the dealer's vehicle noun", () => {
    expect([savedCountText(1, MOTORCYCLES), savedCountText(2, MOTORCYCLES)]).toEqual([
      '1 saved motorcycle',
      '2 saved motorcycles',
    ]);
  });
});

describe('favouritesBarText', () => {
  it("is the spec's words for cars", () => {
    expect(favouritesBarText()).toEqual({
      region: 'Saved cars',
      empty: 'No Saved Cars',
      compare: 'Compare Cars',
      hide: 'Hide saved cars',
    });
  });

  it('says motorcycles on a motorcycle dealer', () => {
    expect(favouritesBarText(MOTORCYCLES)).toEqual({
      region: 'Saved motorcycles',
      empty: 'No Saved Motorcycles',
      compare: 'Compare Motorcycles',
      hide: 'Hide saved motorcycles',
    });
  });
});
