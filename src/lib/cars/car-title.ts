import type { Car } from '../stock/car.ts';

export type CarTitleFields = Pick<Car, 'year' | 'make' | 'model' | 'badge' | 'series'>;

/**
 * The car page's title, "year make model badge series" ('2021 Toyota RAV4 GXL AXAH54R').
 * Feeds leave badges and series blank and pad names with spaces, so blanks are skipped and
 * runs of whitespace become one space.
 */
export function carTitle(car: CarTitleFields): string {
  return [String(car.year), car.make, car.model, car.badge, car.series]
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
