import { describe, expect, it } from 'vitest';
import { resultCountText, showResultsText } from '../../../../src/lib/search/page/index.ts';

const cars = { singular: 'car', plural: 'cars' };
const bikes = { singular: 'motorcycle', plural: 'motorcycles' };

describe('result counts', () => {
  it('says how many vehicles were found', () => {
    expect(resultCountText(0, cars)).toBe('No cars');
    expect(resultCountText(1, cars)).toBe('1 car');
    expect(resultCountText(3400, cars)).toBe('3,400 cars');
    expect(resultCountText(2, bikes)).toBe('2 motorcycles');
  });

  it("words the drawer's button", () => {
    expect(showResultsText(21, cars)).toBe('Show 21 cars');
    expect(showResultsText(1, bikes)).toBe('Show 1 motorcycle');
    expect(showResultsText(0, cars)).toBe('No cars found');
  });
});
