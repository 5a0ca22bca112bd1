import { describe, expect, it } from 'vitest';
import { excludesOnRoadCosts, priceDisplay } from '../../../src/lib/cars/price-display.ts';

describe('priceDisplay', () => {
  it('shows a drive-away price alone', () => {
    expect(
      priceDisplay({ price: 39990, price_type: 'drive_away', drive_away_price: null }),
    ).toEqual({ primary: { amount: 39990, type: 'drive_away' }, secondary: null });
  });

  it('shows a price excluding on-road costs alone when the feed carries no drive-away price', () => {
    expect(priceDisplay({ price: 45990, price_type: 'plus_orc', drive_away_price: null })).toEqual({
      primary: { amount: 45990, type: 'plus_orc' },
      secondary: null,
    });
  });

  it('leads with the drive-away price beside a price plus on-road costs', () => {
    expect(priceDisplay({ price: 45990, price_type: 'plus_orc', drive_away_price: 50990 })).toEqual(
      {
        primary: { amount: 50990, type: 'drive_away' },
        secondary: { amount: 45990, type: 'plus_orc' },
      },
    );
  });

  it('leads with the drive-away price beside a price excluding government charges', () => {
    const shown = priceDisplay({
      price: 33490,
      price_type: 'excl_govt_charges',
      drive_away_price: 36990,
    });
    expect(shown.primary).toEqual({ amount: 36990, type: 'drive_away' });
    expect(shown.secondary).toEqual({ amount: 33490, type: 'excl_govt_charges' });
  });

  it('keeps a drive-away price first even when the feed also gives a drive_away_price', () => {
    expect(
      priceDisplay({ price: 39990, price_type: 'drive_away', drive_away_price: 41990 }),
    ).toEqual({ primary: { amount: 39990, type: 'drive_away' }, secondary: null });
  });

  it('shows a price on application as it is when there is no drive-away price', () => {
    expect(priceDisplay({ price: 0, price_type: 'plus_orc', drive_away_price: null })).toEqual({
      primary: { amount: 0, type: 'plus_orc' },
      secondary: null,
    });
  });

  it('shows the drive-away price alone beside a price on application', () => {
    expect(priceDisplay({ price: 0, price_type: 'plus_orc', drive_away_price: 50990 })).toEqual({
      primary: { amount: 50990, type: 'drive_away' },
      secondary: null,
    });
  });

  it('ignores a drive-away price of 0', () => {
    expect(priceDisplay({ price: 45990, price_type: 'plus_orc', drive_away_price: 0 })).toEqual({
      primary: { amount: 45990, type: 'plus_orc' },
      secondary: null,
    });
  });
});

describe('excludesOnRoadCosts', () => {
  it('is true for prices plus on-road costs or excluding government charges only', () => {
    expect(excludesOnRoadCosts('plus_orc')).toBe(true);
    expect(excludesOnRoadCosts('excl_govt_charges')).toBe(true);
    expect(excludesOnRoadCosts('drive_away')).toBe(false);
  });
});
