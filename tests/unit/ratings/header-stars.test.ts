import { describe, expect, it } from 'vitest';
import { headerRating, showHeaderStars } from '../../../src/lib/ratings/header-stars.ts';
import { location } from '../navigation/location-fixture.ts';

const on = { enabled: true, minimum_rating: 4, force: false };

describe('showHeaderStars', () => {
  it('shows a rating at or above the minimum', () => {
    expect(showHeaderStars(on, 4, 1)).toBe(true);
    expect(showHeaderStars(on, 4.8, 2)).toBe(true);
  });

  it('hides when the option is off', () => {
    expect(showHeaderStars({ ...on, enabled: false }, 4.8, 1)).toBe(false);
    expect(showHeaderStars({ ...on, enabled: false, force: true }, 4.8, 1)).toBe(false);
  });

  it('hides a rating that is not a finite number', () => {
    expect(showHeaderStars(on, undefined, 1)).toBe(false);
    expect(showHeaderStars(on, '4.8', 1)).toBe(false);
    expect(showHeaderStars(on, Number.NaN, 1)).toBe(false);
  });

  it('hides with exactly 3 distinct locations, not with 2 or 4', () => {
    expect(showHeaderStars(on, 4.8, 3)).toBe(false);
    expect(showHeaderStars({ ...on, force: true }, 4.8, 3)).toBe(false);
    expect(showHeaderStars(on, 4.8, 2)).toBe(true);
    expect(showHeaderStars(on, 4.8, 4)).toBe(true);
  });

  it('hides below the minimum unless forced', () => {
    expect(showHeaderStars(on, 3.9, 1)).toBe(false);
    expect(showHeaderStars({ ...on, force: true }, 3.9, 1)).toBe(true);
    expect(showHeaderStars({ ...on, minimum_rating: 3.5 }, 3.9, 1)).toBe(true);
  });
});

describe('headerRating', () => {
  const base = {
    gmb_profiles: [{ review_url: 'https://g.page/r/kestrel/review' }],
    config: { header_stars: on },
  };

  it('prefers the dealer reviews summary and links the Google review page', () => {
    const dealer = {
      ...base,
      reviews: { average_rating: 4.7, count: 1234, items: [] },
      locations: [location({ average_rating: 4.1 })],
    };
    expect(headerRating(dealer)).toEqual({
      rating: 4.7,
      count: 1234,
      reviewUrl: 'https://g.page/r/kestrel/review',
    });
  });

  it('falls back to the main location rating', () => {
    const dealer = {
      ...base,
      gmb_profiles: [],
      locations: [location({ average_rating: 4.1, review_count: 88, primary: true })],
    };
    expect(headerRating(dealer)).toEqual({ rating: 4.1, count: 88, reviewUrl: undefined });
  });

  it('counts distinct addresses, so three desks at one site still show stars', () => {
    const site = { street: '1 Marina Parade' };
    const locations = [
      location({ ...site, location_type: 'sales', average_rating: 4.5 }),
      location({ ...site, location_type: 'service' }),
      location({ ...site, location_type: 'parts' }),
    ];
    expect(headerRating({ ...base, locations })?.rating).toBe(4.5);
    const threeSites = [location({ average_rating: 4.5 }), location(), location()];
    expect(headerRating({ ...base, locations: threeSites })).toBeNull();
  });

  it('is null without any rating', () => {
    expect(headerRating({ ...base, locations: [location()] })).toBeNull();
  });
});
