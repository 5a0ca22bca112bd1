import { describe, expect, it } from 'vitest';
import { REWRITING_ROUTE, ROUTE } from './route.ts';
import {
  carPath,
  checkoutPath,
  similarCarsPath,
  tradeInPath,
} from '../../../src/lib/cars/index.ts';
import { createSearchRouteContext } from '../../../src/lib/search/routing/index.ts';

/** The route of a dealer whose stock has SUVs (a body with a path) and vans (one without). */
const BODY_ROUTE = createSearchRouteContext({
  searchPath: '/search/new-used-and-demo-cars',
  options: {
    used_label: 'Used',
    car_type_paths: {},
    dealership_paths: [],
    path_prefix_rewrites: [],
  },
  siteName: 'Harbour Motors',
  facets: { makes: ['Toyota'], models: { Toyota: ['RAV4'] }, bodies: ['suv', 'van'] },
});

const car = { id: 4242, slug: '2021-toyota-rav4-gxl-u1234', make: 'Toyota', model: 'RAV4' };

describe('car paths', () => {
  it('carPath is /cars/{slug}', () => {
    expect(carPath(car)).toBe('/cars/2021-toyota-rav4-gxl-u1234');
  });

  it('checkoutPath is /checkout, or /buy-online with the online-buying setting', () => {
    expect(checkoutPath(car, false)).toBe('/cars/2021-toyota-rav4-gxl-u1234/checkout');
    expect(checkoutPath(car, true)).toBe('/cars/2021-toyota-rav4-gxl-u1234/buy-online');
  });

  it('tradeInPath carries the car id', () => {
    expect(tradeInPath(car)).toBe('/cars/trade-in?car_id=4242');
  });

  it('encodes a slug that is not URL-safe', () => {
    expect(carPath({ slug: 'a b/c' })).toBe('/cars/a%20b%2Fc');
  });
});

describe('similarCarsPath', () => {
  it('is the make+model segment path when the route knows both', () => {
    expect(similarCarsPath(car, ROUTE)).toBe('/search/toyota/rav4');
    expect(similarCarsPath({ make: 'Mercedes-Benz', model: 'GLC 300' }, ROUTE)).toBe(
      '/search/mercedes-benz/glc-300',
    );
  });

  it('a blank make or model gives the body style\'s search path (spec: "else body")', () => {
    expect(similarCarsPath({ make: 'Toyota', model: ' ', simple_body: 'suv' }, BODY_ROUTE)).toBe(
      '/search/suv',
    );
    expect(similarCarsPath({ make: '', model: 'RAV4', simple_body: 'suv' }, BODY_ROUTE)).toBe(
      '/search/suv',
    );
  });

  it('a body without a path of its own goes in the query string', () => {
    expect(similarCarsPath({ make: '', model: '', simple_body: 'van' }, BODY_ROUTE)).toBe(
      '/search/new-used-and-demo-cars?refinementList%5Bsimple_body%5D%5B0%5D=van',
    );
  });

  it('the body is not used while both make and model are there', () => {
    expect(similarCarsPath({ ...car, simple_body: 'suv' }, BODY_ROUTE)).toBe('/search/toyota/rav4');
  });

  it('with no body, a blank model leaves the make alone; a blank make gives the plain search path', () => {
    expect(similarCarsPath({ make: 'Toyota', model: ' ' }, ROUTE)).toBe('/search/toyota');
    expect(similarCarsPath({ make: 'Toyota', model: '', simple_body: null }, ROUTE)).toBe(
      '/search/toyota',
    );
    expect(similarCarsPath({ make: '', model: 'RAV4' }, ROUTE)).toBe(
      '/search/new-used-and-demo-cars',
    );
  });

  it('a make and model the route does not know go in the query string', () => {
    const href = similarCarsPath({ make: 'Volvo', model: 'XC60' }, ROUTE);
    expect(href.startsWith('/search/new-used-and-demo-cars?')).toBe(true);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect([...query.values()].sort()).toEqual(['Volvo', 'XC60']);
  });

  it("applies the dealer's prefix rewrites", () => {
    expect(similarCarsPath({ make: 'Motopool Kia', model: 'Picanto' }, REWRITING_ROUTE)).toBe(
      '/search/subscription-cars-kia/picanto',
    );
  });
});
