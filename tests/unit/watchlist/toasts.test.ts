import { describe, expect, it } from 'vitest';
import { vehicleWords } from '../../../src/lib/content/vehicle-words.ts';
import { TOAST_REMOVAL_MS, watchToast } from '../../../src/lib/watchlist/toasts.ts';

describe('watchToast (spec §8)', () => {
  it('says the car was saved, with a View List link to the watchlist page', () => {
    expect(watchToast('save', '2019 Toyota Corolla Ascent', '/watchlist')).toEqual({
      title: 'Car Saved In Watchlist',
      message: '2019 Toyota Corolla Ascent is now available in your watchlist',
      link: { label: 'View List', href: '/watchlist' },
    });
  });

  it('says the car was removed, with the same link', () => {
    expect(watchToast('remove', '2021 Ducati Monster', '/my-watchlist')).toEqual({
      title: 'Car Removed',
      message: '2021 Ducati Monster is no longer in your watchlist',
      link: { label: 'View List', href: '/my-watchlist' },
    });
  });

  it("names a motorcycle dealer's vehicle in its titles", () => {
    const motorcycle = vehicleWords('motorcycle');
    expect(watchToast('save', '2021 Ducati Monster', '/watchlist', motorcycle).title).toBe(
      'Motorcycle Saved In Watchlist',
    );
    expect(watchToast('remove', '2021 Ducati Monster', '/watchlist', motorcycle).title).toBe(
      'Motorcycle Removed',
    );
    expect(watchToast('save', '2019 Toyota Corolla', '/watchlist', vehicleWords('car')).title).toBe(
      'Car Saved In Watchlist',
    );
  });

  it('stays for the spec constant of 1000000 ms', () => {
    expect(TOAST_REMOVAL_MS).toBe(1_000_000);
  });
});
