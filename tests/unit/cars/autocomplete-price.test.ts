import { describe, expect, it } from 'vitest';
import { AUTOCOMPLETE_MIN_PRICE, showAutocompletePrice } from '../../../src/lib/cars/index.ts';

describe('showAutocompletePrice', () => {
  it('shows prices above 250 only', () => {
    expect(AUTOCOMPLETE_MIN_PRICE).toBe(250);
    expect(showAutocompletePrice(250)).toBe(false);
    expect(showAutocompletePrice(250.01)).toBe(true);
    expect(showAutocompletePrice(251)).toBe(true);
    expect(showAutocompletePrice(39990)).toBe(true);
  });

  it('hides price on application and missing prices', () => {
    expect(showAutocompletePrice(0)).toBe(false);
    expect(showAutocompletePrice(-1)).toBe(false);
    expect(showAutocompletePrice(null)).toBe(false);
    expect(showAutocompletePrice(undefined)).toBe(false);
    expect(showAutocompletePrice(Number.NaN)).toBe(false);
  });
});
