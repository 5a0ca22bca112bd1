import { describe, expect, it } from 'vitest';
import {
  contactSlug,
  contactUsPath,
  locationDetailPath,
} from '../../../src/lib/locations/index.ts';

describe('contactSlug', () => {
  it.each([
    ['Stewart Toyota Sutherland - Service', 'stewart-toyota-sutherland'],
    ['Kestrel Bay Subaru - Sales', 'kestrel-bay-subaru'],
    ['Kestrel Bay Subaru - Parts', 'kestrel-bay-subaru'],
    ['Kestrel Bay Subaru', 'kestrel-bay-subaru'],
    ['Meridian Motors Gold Coast', 'meridian-motors-gold-coast'],
    ['Sales - Service Centre', 'sales-service-centre'],
    ['Coastal Service', 'coastal-service'],
    ['Totara Motors – Hamilton', 'totara-motors-hamilton'],
  ])('%s → %s', (name, slug) => {
    expect(contactSlug(name)).toBe(slug);
  });

  it('removes only a trailing suffix', () => {
    expect(contactSlug('Sales - Service - Sales')).toBe('sales-service');
  });
});

describe('contactUsPath', () => {
  it('is /contact-us/{slug}', () => {
    expect(contactUsPath({ name: 'Stewart Toyota Sutherland - Service' })).toBe(
      '/contact-us/stewart-toyota-sutherland',
    );
  });
});

describe('locationDetailPath', () => {
  const loc = { slug: 'kestrel-bay-subaru-service', dealership_slug: 'kestrel-bay-subaru' };

  it('links the location page', () => {
    expect(locationDetailPath(loc, { location_links: 'location', contact_path: '/contact' })).toBe(
      '/locations/kestrel-bay-subaru-service',
    );
  });

  it('links the dealership page', () => {
    expect(locationDetailPath(loc, { location_links: 'dealership', contact_path: '/contact' })).toBe(
      '/locations/kestrel-bay-subaru',
    );
  });

  it('links the configured generic contact page on manufacturer sites', () => {
    expect(locationDetailPath(loc, { location_links: 'contact', contact_path: '/contact' })).toBe('/contact');
    expect(locationDetailPath(loc, { location_links: 'contact', contact_path: '/get-in-touch' })).toBe(
      '/get-in-touch',
    );
  });
});
