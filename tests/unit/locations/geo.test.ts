import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, byDistance, distanceKm } from '../../../src/lib/locations/index.ts';
import { makeLocation } from './make-location.ts';

const sydney = { lat: -33.8688, lng: 151.2093 };
const melbourne = { lat: -37.8136, lng: 144.9631 };
const brisbane = { lat: -27.4698, lng: 153.0251 };

describe('distanceKm', () => {
  it('uses an earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // A quarter of a meridian: pole to equator.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo(
      (Math.PI / 2) * 6371,
      6,
    );
  });

  it('gives known city distances', () => {
    expect(distanceKm(sydney, melbourne)).toBeCloseTo(713.4, 0);
    expect(distanceKm(sydney, brisbane)).toBeCloseTo(732.1, 0);
  });

  it('is zero for one point and symmetric', () => {
    expect(distanceKm(sydney, sydney)).toBe(0);
    expect(distanceKm(sydney, brisbane)).toBeCloseTo(distanceKm(brisbane, sydney), 9);
  });

  it('handles antipodes without NaN', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });
});

describe('byDistance', () => {
  it('orders locations nearest first with their distance', () => {
    const mel = makeLocation({ name: 'Melbourne', address: melbourne });
    const bne = makeLocation({ name: 'Brisbane', address: brisbane });
    const result = byDistance([mel, bne], { lat: -28.0, lng: 153.4 });
    expect(result.map((r) => r.location.name)).toEqual(['Brisbane', 'Melbourne']);
    expect(result[0]?.km).toBeGreaterThan(60);
    expect(result[0]?.km).toBeLessThan(80);
  });
});
