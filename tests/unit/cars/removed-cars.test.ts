import { describe, expect, it } from 'vitest';
import {
  REMOVED_CAR_DAYS,
  isRemovedCarExpired,
  listedCar,
  nextRemovedCars,
  removedCarLinks,
  removedCarNote,
  type ListedCar,
  type RemovedCar,
} from '../../../src/lib/cars/removed-cars.ts';
import {
  createSearchRouteContext,
  landingCounts,
  routeFacetsFromCounts,
  type RouteOptions,
} from '../../../src/lib/search/routing/index.ts';
import type { Car } from '../../../src/lib/stock/car.ts';
import { makeCar } from './make-car.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Every date here is pinned: the rules must not depend on the day the tests run. */
const NOW = new Date('2026-11-25T14:00:00.000Z');
const daysBefore = (days: number, ms = 0) => new Date(NOW.getTime() - days * DAY_MS - ms);

const listed = (slug: string, overrides: Partial<ListedCar> = {}): ListedCar => ({
  slug,
  title: '2021 Toyota RAV4 GXL AXAH54R',
  make: 'Toyota',
  model: 'RAV4',
  simple_body: 'suv',
  car_type: 'used',
  vehicle_kind: 'car',
  ...overrides,
});
const removed = (
  slug: string,
  removedAt: Date,
  overrides: Partial<ListedCar> = {},
): RemovedCar => ({
  ...listed(slug, overrides),
  removed_at: removedAt.toISOString(),
});
const current = (...slugs: string[]) => slugs.map((slug) => ({ slug }));
const slugs = (cars: readonly RemovedCar[]) => cars.map((car) => car.slug);

describe('REMOVED_CAR_DAYS', () => {
  it('is 90 days', () => {
    expect(REMOVED_CAR_DAYS).toBe(90);
  });
});

describe('listedCar', () => {
  it('keeps what a removed-car page needs: slug, title, make, model, body, type and kind', () => {
    const car = makeCar({ car_type: 'demo', vehicle_kind: 'car', simple_body: 'suv' });

    expect(listedCar(car)).toEqual({
      slug: '2021-toyota-rav4-gxl-u1234',
      title: '2021 Toyota RAV4 GXL AXAH54R',
      make: 'Toyota',
      model: 'RAV4',
      simple_body: 'suv',
      car_type: 'demo',
      vehicle_kind: 'car',
    });
  });

  it('keeps a missing body as null', () => {
    expect(listedCar(makeCar({ simple_body: null })).simple_body).toBeNull();
  });
});

describe('nextRemovedCars', () => {
  it('has none on a first build', () => {
    const result = nextRemovedCars({
      previousListed: [],
      previousRemoved: [],
      current: current('a'),
      now: NOW,
    });

    expect(result).toEqual([]);
  });

  it('has none while every listed car is still in the feed', () => {
    const result = nextRemovedCars({
      previousListed: [listed('a'), listed('b')],
      previousRemoved: [],
      current: current('b', 'a', 'c'),
      now: NOW,
    });

    expect(result).toEqual([]);
  });

  it('removes a car listed at the last build and absent now, as of this build, with its details', () => {
    const gone = listed('gone', { title: '2019 Kia Picanto S', make: 'Kia', model: 'Picanto' });

    const result = nextRemovedCars({
      previousListed: [listed('kept'), gone],
      previousRemoved: [],
      current: current('kept'),
      now: NOW,
    });

    expect(result).toEqual([{ ...gone, removed_at: '2026-11-25T14:00:00.000Z' }]);
  });

  it('removes every car of an emptied feed', () => {
    const result = nextRemovedCars({
      previousListed: [listed('a'), listed('b')],
      previousRemoved: [],
      current: [],
      now: NOW,
    });

    expect(slugs(result)).toEqual(['a', 'b']);
  });

  it('keeps the date of a car removed at an earlier build', () => {
    const earlier = removed('gone', daysBefore(30));

    const result = nextRemovedCars({
      previousListed: [listed('kept')],
      previousRemoved: [earlier],
      current: current('kept'),
      now: NOW,
    });

    expect(result).toEqual([earlier]);
  });

  it('keeps the earlier date when a removed car is somehow listed too', () => {
    const earlier = removed('gone', daysBefore(10));

    const result = nextRemovedCars({
      previousListed: [listed('gone')],
      previousRemoved: [earlier],
      current: [],
      now: NOW,
    });

    expect(result).toEqual([earlier]);
  });

  it('keeps a car removed exactly 90 days ago', () => {
    const result = nextRemovedCars({
      previousListed: [],
      previousRemoved: [removed('gone', daysBefore(90))],
      current: [],
      now: NOW,
    });

    expect(slugs(result)).toEqual(['gone']);
  });

  it('drops a car removed longer than 90 days ago', () => {
    const result = nextRemovedCars({
      previousListed: [],
      previousRemoved: [removed('old', daysBefore(90, 1)), removed('recent', daysBefore(89))],
      current: [],
      now: NOW,
    });

    expect(slugs(result)).toEqual(['recent']);
  });

  it('drops a removed car whose date cannot be read', () => {
    const result = nextRemovedCars({
      previousListed: [],
      previousRemoved: [{ ...removed('gone', NOW), removed_at: 'last Tuesday' }],
      current: [],
      now: NOW,
    });

    expect(result).toEqual([]);
  });

  it('no longer counts a car that came back into the feed as removed', () => {
    const result = nextRemovedCars({
      previousListed: [listed('other')],
      previousRemoved: [removed('back', daysBefore(5))],
      current: current('other', 'back'),
      now: NOW,
    });

    expect(result).toEqual([]);
  });

  it('gives a car that comes back and then leaves again the date it left the second time', () => {
    const firstGone = nextRemovedCars({
      previousListed: [listed('again')],
      previousRemoved: [],
      current: [],
      now: daysBefore(20),
    });
    const back = nextRemovedCars({
      previousListed: [],
      previousRemoved: firstGone,
      current: current('again'),
      now: daysBefore(10),
    });

    const goneAgain = nextRemovedCars({
      previousListed: [listed('again')],
      previousRemoved: back,
      current: [],
      now: NOW,
    });

    expect(firstGone[0]?.removed_at).toBe(daysBefore(20).toISOString());
    expect(goneAgain).toEqual([{ ...listed('again'), removed_at: NOW.toISOString() }]);
  });

  it('never keeps a removed car whose slug a listed car now uses', () => {
    const result = nextRemovedCars({
      previousListed: [listed('shared-slug', { make: 'Kia' })],
      previousRemoved: [removed('reused', daysBefore(3))],
      current: current('reused', 'shared-slug'),
      now: NOW,
    });

    expect(result).toEqual([]);
  });

  it('keeps one entry per slug', () => {
    const first = removed('twice', daysBefore(20));

    const result = nextRemovedCars({
      previousListed: [listed('new'), listed('new')],
      previousRemoved: [first, removed('twice', daysBefore(2))],
      current: [],
      now: NOW,
    });

    expect(result).toEqual([first, { ...listed('new'), removed_at: NOW.toISOString() }]);
  });

  it('lists cars removed earlier first, then this build’s, each in their previous order', () => {
    const result = nextRemovedCars({
      previousListed: [listed('z-new'), listed('a-new')],
      previousRemoved: [removed('m-old', daysBefore(1)), removed('b-old', daysBefore(2))],
      current: [],
      now: NOW,
    });

    expect(slugs(result)).toEqual(['m-old', 'b-old', 'z-new', 'a-new']);
  });

  it('finds the one car that left a 5,000-car feed', () => {
    const previousListed = Array.from({ length: 5000 }, (_, i) => listed(`car-${i}`));
    const now = current(...previousListed.map((car) => car.slug).filter((s) => s !== 'car-2500'));

    const result = nextRemovedCars({ previousListed, previousRemoved: [], current: now, now: NOW });

    expect(slugs(result)).toEqual(['car-2500']);
  });
});

describe('isRemovedCarExpired', () => {
  it('is false up to 90 days after removal, true after', () => {
    expect(isRemovedCarExpired(removed('a', NOW), NOW)).toBe(false);
    expect(isRemovedCarExpired(removed('a', daysBefore(90)), NOW)).toBe(false);
    expect(isRemovedCarExpired(removed('a', daysBefore(90, 1)), NOW)).toBe(true);
  });

  it('is true for a date that cannot be read', () => {
    expect(isRemovedCarExpired({ removed_at: '' }, NOW)).toBe(true);
  });
});

describe('removedCarNote', () => {
  it('says the car is no longer in stock and since when', () => {
    expect(removedCarNote('2021 Toyota RAV4 GXL', '25/11/2026')).toBe(
      'This 2021 Toyota RAV4 GXL is no longer in stock. It was sold or withdrawn from sale on 25/11/2026.',
    );
  });
});

describe('removedCarLinks', () => {
  const SEARCH = '/search/new-used-and-demo-cars';
  const options: RouteOptions = {
    used_label: 'Used',
    car_type_paths: {},
    dealership_paths: [],
    path_prefix_rewrites: [],
  };
  /** The site's search routes as the build makes them: facets and counts from unsold stock. */
  function routesFor(stock: Car[], overrides: Partial<RouteOptions> = {}) {
    const counts = landingCounts(stock.filter((car) => !car.sold));
    const ctx = createSearchRouteContext({
      searchPath: SEARCH,
      options: { ...options, ...overrides },
      siteName: 'Harbour Motors',
      facets: routeFacetsFromCounts(counts),
    });
    return { ctx, counts };
  }
  const stock = [
    makeCar({ make: 'Toyota', model: 'Corolla', simple_body: 'hatchback' }),
    makeCar({ make: 'Mazda', model: 'BT-50', simple_body: 'ute' }),
    makeCar({ make: 'Ford', model: 'Transit', simple_body: 'van' }),
    makeCar({ make: 'Saab', model: '9-3', simple_body: 'convertible', sold: true }),
  ];
  const ROUTES = routesFor(stock);
  const ALL = { href: SEARCH, label: 'Search all cars' };
  const gone = (overrides: Partial<ListedCar>) => listed('gone', overrides);

  it("sends the shopper to the make's search path while the make has stock", () => {
    const links = removedCarLinks(gone({ make: 'Toyota', simple_body: 'suv' }), ROUTES);

    expect(links).toEqual({
      primary: { href: '/search/toyota', label: 'See Toyota cars in stock' },
      allStock: ALL,
    });
  });

  it("applies the dealer's prefix rewrites to the make's path", () => {
    const routes = routesFor([makeCar({ make: 'Motopool Kia', model: 'Picanto' })], {
      path_prefix_rewrites: [{ from: 'motopool-', to: 'subscription-cars-' }],
    });

    const links = removedCarLinks(gone({ make: 'Motopool Kia' }), routes);

    expect(links.primary.href).toBe('/search/subscription-cars-kia');
  });

  it("falls back to the body's search path when no car of the make is left unsold", () => {
    const links = removedCarLinks(gone({ make: 'Saab', simple_body: 'ute' }), ROUTES);

    expect(links).toEqual({
      primary: { href: '/search/ute', label: 'See Ute cars in stock' },
      allStock: ALL,
    });
  });

  it('falls back to the body when the make is blank', () => {
    const links = removedCarLinks(gone({ make: ' ', simple_body: 'hatchback' }), ROUTES);

    expect(links.primary).toEqual({
      href: '/search/hatchback',
      label: 'See Hatchback cars in stock',
    });
  });

  it('spells a body without a path of its own in the query string', () => {
    const links = removedCarLinks(gone({ make: 'Holden', simple_body: 'van' }), ROUTES);

    expect(links.primary.label).toBe('See Van cars in stock');
    expect(links.primary.href).toBe(`${SEARCH}?refinementList%5Bsimple_body%5D%5B0%5D=van`);
  });

  it('sends the shopper to all stock when neither make nor body has stock', () => {
    const links = removedCarLinks(gone({ make: 'Saab', simple_body: 'convertible' }), ROUTES);

    expect(links).toEqual({
      primary: { href: SEARCH, label: 'See all cars in stock' },
      allStock: null,
    });
  });

  it('sends the shopper to all stock for a car with no make and no body', () => {
    const links = removedCarLinks(gone({ make: '', simple_body: null }), ROUTES);

    expect(links.primary.href).toBe(SEARCH);
    expect(links.allStock).toBeNull();
  });

  it('speaks of motorcycles for a motorcycle', () => {
    const routes = routesFor([
      makeCar({ make: 'Honda', model: 'CB650R', vehicle_kind: 'motorcycle' }),
    ]);

    const links = removedCarLinks(gone({ make: 'Honda', vehicle_kind: 'motorcycle' }), routes);

    expect(links.primary.label).toBe('See Honda motorcycles in stock');
    expect(links.allStock?.label).toBe('Search all motorcycles');
  });
});
