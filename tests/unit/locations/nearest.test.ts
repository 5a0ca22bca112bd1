import { describe, expect, it } from 'vitest';
import {
  GEOCODE_FAILED,
  GEOCODE_NOT_FOUND,
  NEAREST_LIMIT,
  formatDistance,
  geocodeOutcome,
  geocodePath,
  nearestSummary,
  rankNearest,
} from '../../../src/lib/locations/nearest.ts';
import { LOCATIONS_DISPLAY_DEFAULTS } from '../../../src/lib/config/locations-display.ts';
import { nearestPlaces, offersNearestSearch } from '../../../src/lib/locations/nearest-places.ts';
import { distanceKm } from '../../../src/lib/locations/index.ts';
import { makeLocation } from './make-location.ts';

const config = { location_links: 'location' as const, contact_path: '/contact' };
// Gosford NSW 2250 and places around it.
const gosford = { lat: -33.4245, lng: 151.3417 };
const places = [
  { name: 'Newcastle', lat: -32.9283, lng: 151.7817 },
  { name: 'Erina', lat: -33.4369, lng: 151.3858 },
  { name: 'Sydney', lat: -33.8688, lng: 151.2093 },
  { name: 'Wyong', lat: -33.2826, lng: 151.4232 },
];

describe('rankNearest', () => {
  it('orders places nearest first with their great-circle distance', () => {
    const ranked = rankNearest(places, gosford);
    expect(ranked.map((p) => p.name)).toEqual(['Erina', 'Wyong', 'Sydney', 'Newcastle']);
    expect(ranked[0]?.km).toBeCloseTo(distanceKm(gosford, places[1] ?? gosford), 9);
    expect(ranked[0]?.km).toBeCloseTo(4.3, 1);
    expect(ranked.map((p) => p.km)).toEqual(ranked.map((p) => p.km).toSorted((a, b) => a - b));
  });

  it('lists at most the limit, and keeps the page order for equal distances', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({
      name: `P${i}`,
      lat: -33 - i / 10,
      lng: 151,
    }));
    expect(rankNearest(many, { lat: -33, lng: 151 })).toHaveLength(NEAREST_LIMIT);
    expect(rankNearest(many, { lat: -33, lng: 151 }, 2).map((p) => p.name)).toEqual(['P0', 'P1']);
    const twins = [
      { name: 'Sales', lat: -33.5, lng: 151.3 },
      { name: 'Service', lat: -33.5, lng: 151.3 },
    ];
    expect(rankNearest(twins, gosford).map((p) => p.name)).toEqual(['Sales', 'Service']);
  });

  it('returns an empty list for no places', () => {
    expect(rankNearest([], gosford)).toEqual([]);
  });
});

describe('formatDistance', () => {
  it('writes one decimal under 100 km', () => {
    expect(formatDistance(12.44)).toBe('12.4 km');
    expect(formatDistance(0.04)).toBe('0.0 km');
    expect(formatDistance(0.75)).toBe('0.8 km');
    expect(formatDistance(99.94)).toBe('99.9 km');
  });

  it('writes whole kilometres from 100 km, grouped by thousands', () => {
    expect(formatDistance(99.96)).toBe('100 km');
    expect(formatDistance(152.4)).toBe('152 km');
    expect(formatDistance(1204.2)).toBe('1,204 km');
    expect(formatDistance(12_345.6)).toBe('12,346 km');
  });
});

describe('nearestPlaces', () => {
  it('carries what the list shows and where it links', () => {
    const location = makeLocation({
      id: 7,
      name: 'Kestrel Bay Subaru - Service',
      slug: 'kestrel-bay-subaru-service',
      location_type: 'service',
      address: {
        street: '14 Karalta Road',
        city: 'Erina',
        state: 'NSW',
        postcode: '2250',
        lat: -33.43,
        lng: 151.39,
      },
    });
    const [place] = nearestPlaces([location], config, 'AU');
    expect(place).toEqual({
      id: 7,
      name: 'Kestrel Bay Subaru - Service',
      type: 'Service',
      lat: -33.43,
      lng: 151.39,
      address: '14 Karalta Road, Erina NSW 2250',
      phone: '02 9000 0000',
      phoneHref: 'tel:+61290000000',
      detailHref: '/locations/kestrel-bay-subaru-service',
      directionsHref: 'https://www.google.com/maps/dir/?api=1&destination=-33.43,151.39',
    });
  });

  it('links to the contact page where locations have no pages of their own', () => {
    const [place] = nearestPlaces(
      [makeLocation()],
      { location_links: 'contact', contact_path: '/contact' },
      'AU',
    );
    expect(place?.detailHref).toBe('/contact');
  });
});

describe('offersNearestSearch', () => {
  const sales = makeLocation({ address: { street: '1 Main St', postcode: '2250' } });
  const service = makeLocation({ address: { street: '1 Main St', postcode: '2250' } });
  const other = makeLocation({ address: { street: '9 Other St', postcode: '2250' } });
  const dealer = (country: 'AU' | 'NZ', postcode_search: 'auto' | 'on' | 'off' = 'auto') => ({
    country,
    locations_display: { ...LOCATIONS_DISPLAY_DEFAULTS, postcode_search },
  });

  it('needs two distinct addresses', () => {
    expect(offersNearestSearch([], dealer('AU'))).toBe(false);
    expect(offersNearestSearch([sales, service], dealer('AU'))).toBe(false);
    expect(offersNearestSearch([sales, service, other], dealer('AU'))).toBe(true);
  });

  it("by default, only where the platform ships the country's postcode positions", () => {
    expect(offersNearestSearch([sales, other], dealer('AU'))).toBe(true);
    expect(offersNearestSearch([sales, other], dealer('NZ'))).toBe(false);
  });

  it("follows the dealer's setting: on (a geocoding key set up), off", () => {
    expect(offersNearestSearch([sales, other], dealer('NZ', 'on'))).toBe(true);
    expect(offersNearestSearch([sales, other], dealer('AU', 'off'))).toBe(false);
    expect(offersNearestSearch([sales], dealer('NZ', 'on'))).toBe(false);
  });
});

describe('geocodeOutcome', () => {
  it('reads a position from a 200 answer', () => {
    const body = { postcode: '2250', country: 'AU', lat: -33.42, lng: 151.34, source: 'embedded' };
    expect(geocodeOutcome(200, body)).toEqual({ kind: 'found', at: { lat: -33.42, lng: 151.34 } });
  });

  it("shows the API's message for 422 and 404, or 'Invalid postcode' without one", () => {
    const spec = 'Invalid postcode. Please enter a 4-digit number.';
    expect(geocodeOutcome(422, { error: spec })).toEqual({ kind: 'invalid', message: spec });
    expect(geocodeOutcome(404, { error: 'Invalid postcode' })).toEqual({
      kind: 'invalid',
      message: GEOCODE_NOT_FOUND,
    });
    expect(geocodeOutcome(404, undefined)).toEqual({
      kind: 'invalid',
      message: 'Invalid postcode',
    });
    expect(geocodeOutcome(404, { error: '  ' })).toEqual({
      kind: 'invalid',
      message: 'Invalid postcode',
    });
  });

  it('treats server errors and malformed answers as a failed lookup', () => {
    expect(geocodeOutcome(500, { error: 'boom' })).toEqual({ kind: 'failed' });
    const unavailable = 'Postcode search is not available for NZ postcodes right now';
    expect(geocodeOutcome(503, { error: unavailable })).toEqual({
      kind: 'failed',
      message: unavailable,
    });
    expect(geocodeOutcome(503, 'Service Unavailable')).toEqual({ kind: 'failed' });
    expect(geocodeOutcome(429, {})).toEqual({ kind: 'failed' });
    expect(geocodeOutcome(200, { lat: '-33', lng: 151 })).toEqual({ kind: 'failed' });
    expect(geocodeOutcome(200, { lat: -133, lng: 151 })).toEqual({ kind: 'failed' });
    expect(geocodeOutcome(200, null)).toEqual({ kind: 'failed' });
    expect(GEOCODE_FAILED).toMatch(/try again/);
  });
});

describe('geocodePath and nearestSummary', () => {
  it('asks the platform API on the same origin', () => {
    expect(geocodePath('2250')).toBe('/api/geocode?postcode=2250');
    expect(geocodePath('22 50&x')).toBe('/api/geocode?postcode=22%2050%26x');
  });

  it('announces how many and which is nearest', () => {
    const ranked = rankNearest(places, gosford).map((p, i) => ({
      ...p,
      id: i,
      type: 'Sales',
      address: '',
      phone: '',
      phoneHref: '',
      detailHref: '',
      directionsHref: '',
    }));
    expect(nearestSummary('2250', ranked.slice(0, 3))).toBe(
      '3 locations nearest to 2250, nearest first: Erina, 4.3 km away.',
    );
    expect(nearestSummary('2250', ranked.slice(0, 1))).toBe('Nearest to 2250: Erina, 4.3 km away.');
    expect(nearestSummary('2250', [])).toBe('No locations to show near 2250.');
  });
});
