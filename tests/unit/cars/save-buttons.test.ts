import { describe, expect, it } from 'vitest';
import { isSaveable, showSaveButtons } from '../../../src/lib/cars/index.ts';
import { makeCar } from './make-car.ts';

describe('showSaveButtons', () => {
  it("'always' shows them on any car", () => {
    for (const car of [
      makeCar(),
      makeCar({ sold: true }),
      makeCar({ price: 0 }),
      makeCar({ photos_count: 0 }),
    ])
      expect(showSaveButtons(car, 'always')).toBe(true);
  });

  it("'saveable-only' shows them on an available, priced car with photos", () => {
    expect(showSaveButtons(makeCar(), 'saveable-only')).toBe(true);
  });

  it.each([
    ['sold', { sold: true }],
    ['reserved', { reserved: true }],
    ['price 0', { price: 0 }],
    ['negative price', { price: -1 }],
    ['no photos', { photos_count: 0 }],
  ])("'saveable-only' hides them for a %s car", (_name, overrides) => {
    expect(showSaveButtons(makeCar(overrides), 'saveable-only')).toBe(false);
    expect(isSaveable(makeCar(overrides))).toBe(false);
  });

  it('a price of 1 and a single photo are enough', () => {
    expect(isSaveable(makeCar({ price: 1, photos_count: 1 }))).toBe(true);
  });
});
