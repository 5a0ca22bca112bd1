import { describe, expect, it } from 'vitest';
import { carTitle } from '../../../src/lib/cars/index.ts';
import { makeCar } from './make-car.ts';

describe('carTitle', () => {
  it('reads year make model badge series', () => {
    expect(carTitle(makeCar())).toBe('2021 Toyota RAV4 GXL AXAH54R');
  });

  it('skips a blank badge', () => {
    expect(carTitle(makeCar({ badge: '' }))).toBe('2021 Toyota RAV4 AXAH54R');
  });

  it('skips a blank series', () => {
    expect(carTitle(makeCar({ series: '  ' }))).toBe('2021 Toyota RAV4 GXL');
  });

  it('collapses runs of whitespace inside and between the parts', () => {
    expect(
      carTitle(makeCar({ make: ' Mercedes-Benz ', model: 'GLC  300', badge: '\t4MATIC' })),
    ).toBe('2021 Mercedes-Benz GLC 300 4MATIC AXAH54R');
  });

  it('keeps the year when every other part is blank', () => {
    expect(carTitle(makeCar({ make: '', model: '', badge: '', series: '' }))).toBe('2021');
  });
});
