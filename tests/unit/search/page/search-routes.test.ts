import { describe, expect, it } from 'vitest';
import {
  popularMakes,
  searchRoutes,
  searchSegment,
} from '../../../../src/lib/search/page/index.ts';
import type { Dealer } from '../../../../src/lib/config/index.ts';

type RouteCar = Parameters<typeof searchRoutes>[1][number];
const car = (make: string, model: string, extra: Partial<RouteCar> = {}): RouteCar => ({
  sold: false,
  car_type: 'used',
  dealership_name: 'Kestrel Bay Motors',
  make,
  model,
  simple_body: 'suv',
  city: 'Erina',
  location_name: 'Kestrel Bay Motors - Sales',
  ...extra,
});

const dealer = {
  name: 'Kestrel Bay Motors',
  search: { path: '/search/new-used-and-demo-cars' },
  config: {
    used_label: 'Used',
    car_type_paths: {},
    dealership_paths: [],
    path_prefix_rewrites: [],
  },
  dealerships: [{ name: 'Kestrel Bay Motors', slug: 'kestrel-bay-motors' }],
  locations: [{ name: 'Kestrel Bay Motors - Sales', slug: 'kestrel-bay-motors-sales' }],
} as unknown as Pick<Dealer, 'name' | 'search' | 'config' | 'dealerships' | 'locations'>;

describe('search routes', () => {
  const cars = [
    car('Toyota', 'RAV4'),
    car('Toyota', 'HiLux', { simple_body: 'ute' }),
    car('Kia', 'Sportage', { car_type: 'new' }),
    car('Volvo', 'XC60', { sold: true }),
    car('Mazda', 'CX-5'),
    car('Mazda', 'BT-50', { simple_body: 'ute' }),
    car('Haval', 'Jolion'),
  ];
  const routes = searchRoutes(dealer, cars, 'car');

  it('makes a landing page for every path with unsold stock', () => {
    const paths = routes.landingPages.map((p) => p.pathname);
    expect(paths).toContain('/search/used-cars');
    expect(paths).toContain('/search/new-cars');
    expect(paths).toContain('/search/toyota/rav4');
    expect(paths).toContain('/search/ute');
    expect(paths).toContain('/search/erina/mazda');
    expect(paths).not.toContain('/search/volvo');
    expect(paths).not.toContain('/search/new-used-and-demo-cars');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists the popular makes by stock, mainstream first on ties, linking their pages', () => {
    expect(popularMakes(routes.counts, routes.ctx, 3)).toEqual([
      { name: 'Toyota', count: 2, href: '/search/toyota' },
      { name: 'Mazda', count: 2, href: '/search/mazda' },
      { name: 'Kia', count: 1, href: '/search/kia' },
    ]);
  });

  it("gives the search route's segment for paths under /search only", () => {
    expect(searchSegment('/search')).toBeUndefined();
    expect(searchSegment('/search/new-used-and-demo-cars')).toBe('new-used-and-demo-cars');
    expect(searchSegment('/search/toyota/rav4')).toBe('toyota/rav4');
    expect(searchSegment('/stock')).toBeNull();
    expect(searchSegment('/searching')).toBeNull();
    expect(searchSegment('/search/')).toBeNull();
  });
});
