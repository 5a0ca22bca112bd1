import { describe, expect, it } from 'vitest';
import { carBreadcrumbs } from '../../../src/lib/cars/index.ts';
import { createSearchRouteContext } from '../../../src/lib/search/routing/index.ts';
import { makeCar } from './make-car.ts';
import { REWRITING_ROUTE, ROUTE } from './route.ts';

const HOME = { name: 'Home', url: '/' };
const TITLE_CRUMB = {
  name: '2021 Toyota RAV4 GXL AXAH54R',
  url: '/cars/2021-toyota-rav4-gxl-u1234',
};

describe('carBreadcrumbs', () => {
  it('reads Home, the car type, the make, the model, then the car', () => {
    expect(carBreadcrumbs(makeCar(), ROUTE)).toEqual([
      HOME,
      { name: 'Used Cars', url: '/search/used-cars' },
      { name: 'Toyota', url: '/search/toyota' },
      { name: 'RAV4', url: '/search/toyota/rav4' },
      TITLE_CRUMB,
    ]);
  });

  it.each([
    ['new', 'New Cars', '/search/new-cars'],
    ['demo', 'Demo Cars', '/search/demo-cars'],
  ] as const)('a %s car goes up to %s', (car_type, name, url) => {
    expect(carBreadcrumbs(makeCar({ car_type }), ROUTE)[1]).toEqual({ name, url });
  });

  it("names and links the used stock as the dealer's router does", () => {
    const preOwned = createSearchRouteContext({
      searchPath: '/search/new-used-and-demo-cars',
      options: {
        used_label: 'Pre-Owned',
        car_type_paths: { used: 'pre-owned-cars' },
        dealership_paths: [],
        path_prefix_rewrites: [],
      },
      siteName: 'Harbour Motors',
      facets: { makes: ['Toyota'], models: { Toyota: ['RAV4'] } },
    });
    expect(carBreadcrumbs(makeCar(), preOwned)[1]).toEqual({
      name: 'Pre-Owned Cars',
      url: '/search/pre-owned-cars',
    });
  });

  it('calls motorcycles motorcycles', () => {
    const motorcycles = createSearchRouteContext({
      searchPath: '/search/bikes',
      options: {
        used_label: 'Used',
        car_type_paths: { used: 'used-motorcycles' },
        dealership_paths: [],
        path_prefix_rewrites: [],
      },
      siteName: 'Harbour Motorcycles',
      vehicleKind: 'motorcycle',
      facets: {},
    });
    expect(carBreadcrumbs(makeCar(), motorcycles)[1]).toEqual({
      name: 'Used Motorcycles',
      url: '/search/used-motorcycles',
    });
  });

  it("applies the dealer's path prefix rewrites to the make and model paths", () => {
    const car = makeCar({ make: 'Motopool Kia', model: 'Picanto' });
    expect(carBreadcrumbs(car, REWRITING_ROUTE).slice(2, 4)).toEqual([
      { name: 'Motopool Kia', url: '/search/subscription-cars-kia' },
      { name: 'Picanto', url: '/search/subscription-cars-kia/picanto' },
    ]);
  });

  it('links a make the router has no path for through the search query string', () => {
    const crumbs = carBreadcrumbs(makeCar({ make: 'Kia', model: 'Picanto' }), ROUTE);
    expect(crumbs[2]?.name).toBe('Kia');
    expect(crumbs[2]?.url).toMatch(/^\/search\/new-used-and-demo-cars\?.*Kia/);
  });

  it('leaves out the model when it is blank', () => {
    const crumbs = carBreadcrumbs(makeCar({ model: ' ' }), ROUTE);
    expect(crumbs.map((c) => c.name)).toEqual([
      'Home',
      'Used Cars',
      'Toyota',
      '2021 Toyota GXL AXAH54R',
    ]);
  });

  it('leaves out the make and the model when the make is blank', () => {
    const crumbs = carBreadcrumbs(makeCar({ make: '' }), ROUTE);
    expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Used Cars', '2021 RAV4 GXL AXAH54R']);
  });
});
