import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_IMAGE_HEIGHT,
  LOCATION_IMAGE,
  carouselSettings,
  locationGridColumns,
} from '../../../src/lib/locations/index.ts';

describe('locationGridColumns', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 4],
    [6, 3],
    [7, 4],
    [12, 4],
  ])('%i locations → %i columns', (count, columns) => {
    expect(locationGridColumns(count)).toBe(columns);
  });
});

describe('carouselSettings', () => {
  it('shows arrows only above 3 locations', () => {
    expect(carouselSettings(3).arrows).toBe(false);
    expect(carouselSettings(4).arrows).toBe(true);
  });

  it('widens items only above 4 locations', () => {
    expect(carouselSettings(4).wide).toBe(false);
    expect(carouselSettings(5).wide).toBe(true);
  });

  it('keeps the spec image sizes', () => {
    expect(CAROUSEL_IMAGE_HEIGHT).toBe(150);
    expect(LOCATION_IMAGE).toEqual({ width: 600, height: 400 });
  });
});
