import { describe, expect, it } from 'vitest';
import { addressLine, directionsUrl, mapEmbedUrl } from '../../../src/lib/locations/index.ts';

const address = {
  street: '12 Beach Rd',
  city: 'Kestrel Bay',
  state: 'NSW',
  postcode: '2261',
  lat: -33.42,
  lng: 151.5,
};

describe('mapEmbedUrl', () => {
  it('is a keyless Google Maps embed at zoom 15', () => {
    expect(mapEmbedUrl(address)).toBe(
      'https://maps.google.com/maps?q=-33.42,151.5&z=15&output=embed',
    );
    expect(mapEmbedUrl(address)).not.toContain('key=');
  });
});

describe('directionsUrl', () => {
  it('points Google Maps directions at the coordinates', () => {
    expect(directionsUrl(address)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-33.42,151.5',
    );
  });

  it('adds the place id when known', () => {
    expect(directionsUrl({ ...address, place_id: 'ChIJ abc/1' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-33.42,151.5&destination_place_id=ChIJ%20abc%2F1',
    );
  });
});

describe('addressLine', () => {
  it('writes a one-line postal address', () => {
    expect(addressLine(address)).toBe('12 Beach Rd, Kestrel Bay NSW 2261');
  });
});
