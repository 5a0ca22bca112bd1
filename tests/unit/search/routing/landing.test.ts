import { describe, expect, it } from 'vitest';
import {
  createSearchRouteContext,
  landingBreadcrumbs,
  landingCounts,
  landingDescription,
  landingPaths,
  landingTitle,
  routeFacetsFromCounts,
  urlToState,
  type SearchRouteContext,
  type SearchState,
} from '../../../../src/lib/search/routing/index.ts';
import { group, groupInput, moto, plain } from './contexts.ts';

const rl = (attr: string, ...values: string[]): SearchState => ({ refinementList: { [attr]: values } });
const both = (a: SearchState, b: SearchState): SearchState => ({ refinementList: { ...a.refinementList, ...b.refinementList } });

const titles: [string, SearchRouteContext, SearchState, string][] = [
  ['everything', plain, {}, 'New, Used and Demo Cars for sale'],
  ['everything, Pre-Owned label', group, {}, 'New, Pre-Owned and Demo Cars for sale'],
  ['everything, motorcycles', moto, {}, 'New, Used and Demo Motorcycles for sale'],
  ['car type', plain, rl('car_type', 'used'), 'Used Cars for sale'],
  ['car type, Pre-Owned label', group, rl('car_type', 'used'), 'Pre-Owned Cars for sale'],
  ['car type, motorcycles', moto, rl('car_type', 'new'), 'New Motorcycles for sale'],
  ['make', plain, rl('make', 'Toyota'), 'Toyota Cars for sale'],
  ['make + model', plain, both(rl('make', 'Toyota'), rl('model', 'RAV4')), 'Toyota RAV4 for sale'],
  ['body', plain, rl('simple_body', 'suv'), 'SUVs for sale'],
  ['body, plain plural', plain, rl('simple_body', 'hatchback'), 'Hatchbacks for sale'],
  ['body, people movers', plain, rl('simple_body', 'peopleMover'), 'People Movers for sale'],
  ['body, buses', plain, rl('simple_body', 'bus'), 'Buses for sale'],
  ['body, cab chassis', plain, rl('simple_body', 'cabChassis'), 'Cab Chassis for sale'],
  ['motorcycle body', moto, rl('simple_body', 'adventure'), 'Adventure Motorcycles for sale'],
  ['city', plain, rl('city', 'Brisbane'), 'Cars for sale in Brisbane'],
  ['city + make', plain, both(rl('city', 'Brisbane'), rl('make', 'Mazda')), 'Mazda Cars for sale in Brisbane'],
  ['location drops - Sales', group, rl('location_name', 'Meridian Kia Southport - Sales'), 'Cars for sale at Meridian Kia Southport'],
  ['location + make', group, both(rl('location_name', 'Meridian Mazda Brisbane'), rl('make', 'Mazda')), 'Mazda Cars for sale at Meridian Mazda Brisbane'],
  ['dealership', group, rl('dealership_name', 'Motopool Brisbane'), 'Cars for sale at Motopool Brisbane'],
  ['dealership + car type', group, both(rl('dealership_name', 'Meridian Pre-Owned Eagle Farm'), rl('car_type', 'used')), 'Pre-Owned Cars for sale at Meridian Pre-Owned Eagle Farm'],
  ['any combination', plain, { refinementList: { car_type: ['used'], make: ['Toyota'], model: ['RAV4'], city: ['Brisbane'] } }, 'Used Toyota RAV4 for sale in Brisbane'],
  ['several values name nothing', plain, rl('make', 'Toyota', 'Mazda'), 'New, Used and Demo Cars for sale'],
  ['non-path refinements are not named', plain, both(rl('make', 'Toyota'), rl('simple_fuel', 'Hybrid')), 'Toyota Cars for sale'],
];

describe('landingTitle', () => {
  it.each(titles)('%s', (_, ctx, state, title) => {
    expect(landingTitle(state, ctx)).toBe(title);
  });
});

describe('landingDescription', () => {
  it.each([
    [plain, both(rl('make', 'Toyota'), rl('model', 'RAV4')), 12, 'Browse 12 Toyota RAV4 for sale at Kestrel Bay Motors.'],
    [plain, rl('car_type', 'used'), 1, 'Browse 1 used car for sale at Kestrel Bay Motors.'],
    [plain, rl('simple_body', 'suv'), 3400, 'Browse 3,400 SUVs for sale at Kestrel Bay Motors.'],
    [plain, rl('simple_body', 'hatchback'), 2, 'Browse 2 hatchbacks for sale at Kestrel Bay Motors.'],
    [group, {}, undefined, 'Browse new, pre-owned and demo cars for sale at Meridian Motor Group.'],
    [group, both(rl('city', 'Brisbane'), rl('make', 'Mazda')), 5, 'Browse 5 Mazda cars for sale in Brisbane at Meridian Motor Group.'],
    [group, rl('dealership_name', 'Motopool Brisbane'), 7, 'Browse 7 cars for sale at Motopool Brisbane.'],
  ] as const)('%#', (ctx, state, count, start) => {
    const text = landingDescription(state, ctx, count);
    expect(text.startsWith(start), text).toBe(true);
    expect(text).toMatch(/enquire online or book a test drive\.$/);
  });
});

describe('landingBreadcrumbs', () => {
  const home = [{ name: 'Home', url: '/' }, { name: 'Our Stock', url: '/search/new-used-and-demo-cars' }];
  it.each([
    [plain, {}, home],
    [plain, both(rl('make', 'Toyota'), rl('model', 'RAV4')), [...home, { name: 'Toyota', url: '/search/toyota' }, { name: 'RAV4', url: '/search/toyota/rav4' }]],
    [plain, both(rl('city', 'Brisbane'), rl('make', 'Mazda')), [...home, { name: 'Brisbane', url: '/search/brisbane' }, { name: 'Mazda', url: '/search/brisbane/mazda' }]],
    [group, rl('car_type', 'used'), [...home, { name: 'Pre-Owned Cars', url: '/search/pre-owned-cars' }]],
    [group, both(rl('dealership_name', 'Meridian Pre-Owned Eagle Farm'), rl('car_type', 'used')), [...home, { name: 'Meridian Pre-Owned Eagle Farm', url: '/search/meridian-pre-owned-eagle-farm' }, { name: 'Pre-Owned Cars', url: '/search/used-cars-brisbane' }]],
    // The location alone has no path of its own here (its slug is the dealership's): the crumb links the query form.
    [group, both(rl('location_name', 'Meridian Mazda Brisbane'), rl('make', 'Mazda')), [...home, { name: 'Meridian Mazda Brisbane', url: '/search/new-used-and-demo-cars?refinementList%5Blocation_name%5D%5B0%5D=Meridian%20Mazda%20Brisbane' }, { name: 'Mazda', url: '/search/meridian-mazda-brisbane/mazda' }]],
    [plain, rl('simple_body', 'suv'), [...home, { name: 'SUVs', url: '/search/suv' }]],
  ] as const)('%#', (ctx, state, crumbs) => {
    expect(landingBreadcrumbs(state, ctx)).toEqual(crumbs);
  });
});

type Stock = Parameters<typeof landingCounts>[0][number];
const car = (car_type: Stock['car_type'], make: string, model: string, simple_body: Stock['simple_body'], city: string, location_name: string, dealership_name = location_name): Stock =>
  ({ car_type, make, model, simple_body, city, location_name, dealership_name });

const stock: Stock[] = [
  car('new', 'Mazda', 'CX-5', 'suv', 'Brisbane', 'Meridian Mazda Brisbane'),
  car('used', 'Mazda', 'CX-5', 'suv', 'Brisbane', 'Meridian Mazda Brisbane'),
  car('used', 'Kia', 'Sportage', 'suv', 'Southport', 'Meridian Kia Southport - Sales', 'Meridian Kia Southport'),
  car('used', 'Toyota', 'RAV4', 'suv', 'Brisbane', 'Meridian Pre-Owned Eagle Farm'),
  car('used', 'Kia', 'Sportage', 'suv', 'Brisbane', 'Motopool Brisbane'),
  car('demo', 'Kia', 'Carnival', 'peopleMover', 'Southport', 'Meridian Kia Southport - Sales', 'Meridian Kia Southport'),
  car('demo', 'Kia', 'Carnival', null, 'Southport', 'Meridian Kia Southport - Sales', 'Meridian Kia Southport'),
];

describe('landingPaths', () => {
  const counts = landingCounts(stock);
  const ctx = createSearchRouteContext({ ...groupInput, facets: { ...groupInput.facets, ...routeFacetsFromCounts(counts) } });
  const pages = landingPaths(ctx, counts);

  it('counts cars per value and per pair', () => {
    expect(counts.values.car_type).toEqual({ new: 1, used: 4, demo: 2 });
    expect(counts.values.simple_body).toEqual({ suv: 5, peopleMover: 1 });
    expect(counts.pairs.make_model).toEqual({ Mazda: { 'CX-5': 2 }, Kia: { Sportage: 2, Carnival: 2 }, Toyota: { RAV4: 1 } });
    expect(counts.pairs.dealership_car_type?.['Motopool Brisbane']).toEqual({ used: 1 });
  });

  it('lists every path with stock once, in a stable order', () => {
    expect(pages.map((p) => [p.pathname, p.count])).toEqual([
      ['/search/new-cars', 1],
      ['/search/pre-owned-cars', 4],
      ['/search/demo-cars', 2],
      ['/search/meridian-mazda-brisbane', 2],
      // 'Meridian Kia Southport' is not a configured dealership: no slug, no page.
      ['/search/meridian-pre-owned-eagle-farm', 1],
      ['/search/subscription-cars-brisbane', 1],
      ['/search/used-cars-brisbane', 1],
      ['/search/subscription-cars-used', 1],
      ['/search/mazda', 2],
      ['/search/kia', 4],
      ['/search/toyota', 1],
      ['/search/mazda/cx-5', 2],
      ['/search/kia/sportage', 2],
      ['/search/kia/carnival', 2],
      ['/search/toyota/rav4', 1],
      ['/search/suv', 5],
      ['/search/brisbane', 4],
      ['/search/southport', 3],
      // Meridian Mazda Brisbane and Motopool Brisbane as locations share their dealership's slug.
      ['/search/meridian-kia-southport-sales', 3],
      ['/search/brisbane/mazda', 2],
      ['/search/brisbane/toyota', 1],
      ['/search/brisbane/kia', 1],
      ['/search/southport/kia', 3],
      ['/search/meridian-mazda-brisbane/mazda', 2],
      ['/search/meridian-kia-southport-sales/kia', 3],
      ['/search/subscription-cars-brisbane/kia', 1],
    ]);
  });

  it('gives each page the state its URL reads back to, and its words', () => {
    for (const page of pages) {
      expect(urlToState(page.pathname, '', ctx)).toEqual(page.state);
      expect(page.segment).toBe(page.pathname.slice('/search/'.length));
      expect(page.title).toBe(landingTitle(page.state, ctx));
      expect(page.breadcrumbs.at(-1)?.url).toBe(page.pathname);
    }
    const rav4 = pages.find((p) => p.pathname === '/search/toyota/rav4');
    expect(rav4?.description).toMatch(/^Browse 1 Toyota RAV4 for sale at Meridian Motor Group\./);
  });

  it('leaves out values without stock and values the context does not know', () => {
    const none = landingPaths(ctx, { values: { make: { Mazda: 0, Holden: 3 } }, pairs: {} });
    expect(none).toEqual([]);
  });

  it('gives the route facets the values with stock', () => {
    expect(routeFacetsFromCounts(counts)).toEqual({
      makes: ['Mazda', 'Kia', 'Toyota'],
      models: { Mazda: ['CX-5'], Kia: ['Sportage', 'Carnival'], Toyota: ['RAV4'] },
      bodies: ['suv', 'peopleMover'],
      cities: ['Brisbane', 'Southport'],
    });
  });
});
