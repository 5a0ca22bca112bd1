import { describe, expect, it } from 'vitest';
import {
  distinctVisibleLocations,
  locationsMenu,
} from '../../../src/lib/navigation/locations-menu.ts';
import { location } from './location-fixture.ts';

const options = { location_links: 'location' as const, contact_path: '/contact' };

describe('distinctVisibleLocations', () => {
  it('keeps one visible location per street address, sales first', () => {
    const service = location({ street: '1 Main St', location_type: 'service' });
    const sales = location({ street: '1 Main St' });
    const hidden = location({ street: '2 Hidden Rd', visible: false });
    const east = location({ street: '9 East Rd', position: 2 });
    expect(distinctVisibleLocations([service, hidden, east, sales])).toEqual([sales, east]);
  });
});

describe('locationsMenu', () => {
  it('shows nothing extra for a single site, even with several desks', () => {
    const desks = [
      location({ street: '1 Main St' }),
      location({ street: '1 Main St', location_type: 'service' }),
    ];
    expect(locationsMenu(desks, options)).toEqual({ kind: 'none' });
  });

  it('labels by city when every city differs', () => {
    const menu = locationsMenu(
      [
        location({ city: 'Brisbane', slug: 'brisbane', phone: '07 5555 0100', position: 1 }),
        location({ city: 'Gold Coast', slug: 'gold-coast', phone: '07 5555 0200', position: 2 }),
      ],
      options,
    );
    expect(menu).toEqual({
      kind: 'dropdown',
      label: 'Our Locations',
      entries: [
        { label: 'Brisbane', phone: '07 5555 0100', href: '/locations/brisbane' },
        { label: 'Gold Coast', phone: '07 5555 0200', href: '/locations/gold-coast' },
      ],
    });
  });

  it('labels by name when two sites share a city', () => {
    const menu = locationsMenu(
      [
        location({ city: 'Brisbane', name: 'Northside Motors', position: 1 }),
        location({ city: 'brisbane', name: 'Southside Motors', position: 2 }),
        location({ city: 'Ipswich', name: 'Ipswich Motors', position: 3 }),
      ],
      options,
    );
    expect(menu.kind === 'dropdown' && menu.entries.map((e) => e.label)).toEqual([
      'Northside Motors',
      'Southside Motors',
      'Ipswich Motors',
    ]);
  });

  it('links each entry as config.location_links says', () => {
    const two = [
      location({ slug: 'north', dealership_slug: 'meridian-north' }),
      location({ slug: 'south' }),
    ];
    const entries = (links: 'location' | 'dealership' | 'contact') => {
      const menu = locationsMenu(two, { location_links: links, contact_path: '/contact' });
      return menu.kind === 'dropdown' ? menu.entries[0]?.href : undefined;
    };
    expect(entries('location')).toBe('/locations/north');
    expect(entries('dealership')).toBe('/locations/meridian-north');
    expect(entries('contact')).toBe('/contact');
  });

  it('shows a single Locations link past 3 distinct locations', () => {
    const four = [location(), location(), location(), location()];
    expect(locationsMenu(four, options)).toEqual({
      kind: 'link',
      label: 'Locations',
      href: '/locations',
    });
    expect(locationsMenu(four.slice(0, 3), options).kind).toBe('dropdown');
  });

  it('counts distinct addresses, not location records', () => {
    const three = [
      location({ street: 'A' }),
      location({ street: 'B' }),
      location({ street: 'C' }),
      location({ street: 'C', location_type: 'parts' }),
    ];
    expect(locationsMenu(three, options).kind).toBe('dropdown');
  });
});
