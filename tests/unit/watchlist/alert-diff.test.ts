import { describe, expect, it } from 'vitest';
import {
  alertChanges,
  standingOf,
  type AlertCar,
  type AlertSwitches,
  type CarStanding,
} from '../../../src/lib/watchlist/alert-diff.ts';

const ALL_ON: AlertSwitches = { priceDrop: true, soldOrReserved: true, backInStock: true };
const car = (standing: CarStanding, price = 30_000): AlertCar => ({ standing, price });
const kinds = (before: AlertCar, after: AlertCar | null, switches = ALL_ON) =>
  alertChanges(before, after, switches).map((change) => change.kind);

describe('alertChanges', () => {
  it('finds nothing when nothing changed, or the price rose', () => {
    expect(kinds(car('available'), car('available'))).toEqual([]);
    expect(kinds(car('available'), car('available', 31_000))).toEqual([]);
    expect(kinds(car('sold'), car('sold', 20_000))).toEqual([]);
    expect(kinds(car('gone'), null)).toEqual([]);
  });

  it('tells a price drop on a car still for sale, with both prices', () => {
    expect(alertChanges(car('available', 33_490), car('available', 31_990), ALL_ON)).toEqual([
      { kind: 'price_drop', before: car('available', 33_490), after: car('available', 31_990) },
    ]);
    expect(kinds(car('reserved'), car('reserved', 29_000))).toEqual(['price_drop']);
  });

  it('never calls price on application, or a drop from it, a price drop', () => {
    expect(kinds(car('available'), car('available', 0))).toEqual([]);
    expect(kinds(car('available', 0), car('available', 20_000))).toEqual([]);
  });

  it('tells a car becoming reserved or sold, with a drop alongside when both happened', () => {
    expect(kinds(car('available'), car('reserved'))).toEqual(['sold_or_reserved']);
    expect(kinds(car('available'), car('sold'))).toEqual(['sold_or_reserved']);
    expect(kinds(car('reserved'), car('sold'))).toEqual(['sold_or_reserved']);
    expect(kinds(car('available'), car('reserved', 28_000))).toEqual([
      'price_drop',
      'sold_or_reserved',
    ]);
    // A sold car's price is no offer: no drop on it.
    expect(kinds(car('available'), car('sold', 28_000))).toEqual(['sold_or_reserved']);
  });

  it('tells a car that left stock while for sale, but not a sold car leaving', () => {
    const left = alertChanges(car('available'), null, ALL_ON);
    expect(left).toEqual([
      { kind: 'sold_or_reserved', before: car('available'), after: car('gone') },
    ]);
    expect(kinds(car('reserved'), null)).toEqual(['sold_or_reserved']);
    expect(kinds(car('sold'), null)).toEqual([]);
  });

  it('tells a car back in stock from gone, sold or reserved, once (no drop beside it)', () => {
    expect(kinds(car('gone'), car('available'))).toEqual(['back_in_stock']);
    expect(kinds(car('sold'), car('available'))).toEqual(['back_in_stock']);
    expect(kinds(car('reserved'), car('available', 25_000))).toEqual(['back_in_stock']);
    expect(kinds(car('gone'), car('available', 25_000))).toEqual(['back_in_stock']);
    expect(kinds(car('gone'), car('reserved'))).toEqual(['sold_or_reserved']);
  });

  it('leaves out the kinds switched off', () => {
    const off = { priceDrop: false, soldOrReserved: false, backInStock: false };
    expect(kinds(car('available'), car('reserved', 1_000), off)).toEqual([]);
    expect(kinds(car('gone'), car('available'), off)).toEqual([]);
    expect(
      kinds(car('available'), car('reserved', 1_000), { ...off, soldOrReserved: true }),
    ).toEqual(['sold_or_reserved']);
    expect(kinds(car('available'), car('reserved', 1_000), { ...off, priceDrop: true })).toEqual([
      'price_drop',
    ]);
    expect(kinds(car('sold'), car('available'), { ...off, backInStock: true })).toEqual([
      'back_in_stock',
    ]);
  });
});

describe('standingOf', () => {
  it('orders gone, sold, reserved, available', () => {
    expect(standingOf({ sold: true, reserved: true }, false)).toBe('gone');
    expect(standingOf({ sold: true, reserved: true }, true)).toBe('sold');
    expect(standingOf({ sold: false, reserved: true }, true)).toBe('reserved');
    expect(standingOf({ sold: false, reserved: false }, true)).toBe('available');
    expect(standingOf({}, true)).toBe('available');
  });
});
