import { describe, expect, expectTypeOf, it } from 'vitest';
import { carSummary, type CarSummary } from '../../../src/lib/cars/car-summary.ts';
import { toSavedCar } from '../../../src/lib/favourites/saved-car.ts';
import { cardChips } from '../../../src/lib/search/cards/chips.ts';
import { searchCardView, type CardViewCar } from '../../../src/lib/search/cards/view-model.ts';
import {
  createEmbeddedSearchClient,
  type SearchResult,
} from '../../../src/lib/search/engine/client.ts';
import type { CarHit } from '../../../src/lib/search/engine/hit.ts';
import { buildSearchIndex } from '../../../src/lib/search/engine/index-builder.ts';
import { HIT } from '../../../src/lib/search/engine/index-fields.ts';
import type { Car } from '../../../src/lib/stock/car.ts';
import { makeCar, processor } from './make-car.ts';
import { ROUTE } from './route.ts';

/** The hit the embedded engine serves for this one car, without the engine's own fields. */
async function servedHit(car: Car): Promise<Record<string, unknown>> {
  const client = createEmbeddedSearchClient(JSON.parse(JSON.stringify(buildSearchIndex([car]))));
  const { results } = await client.search([{ indexName: 'cars', params: { query: '' } }]);
  const [hit] = (results[0] as SearchResult).hits;
  const { objectID: _id, _highlightResult: _highlight, ...fields } = hit ?? { objectID: '' };
  return fields;
}

describe('carSummary', () => {
  it('keeps the fields a car shows outside its own page', () => {
    expect(carSummary(makeCar())).toEqual({
      id: 4242,
      slug: '2021-toyota-rav4-gxl-u1234',
      name: '2021 Toyota RAV4 GXL',
      year: 2021,
      make: 'Toyota',
      model: 'RAV4',
      badge: 'GXL',
      series: 'AXAH54R',
      stocknum: 'U1234',
      price: 39990,
      price_type: 'drive_away',
      finance_lenders: {},
      has_checkout_payment_processor: true,
      payment_processors: [{ authorization_type: 'stripe', deposit_amount: 500 }],
      car_type: 'used',
      km: 48210,
      simple_body: 'suv',
      simple_transmission: 'Automatic',
      simple_fuel: 'Hybrid',
      colour: 'Glacier White',
      engine: '2.5L 4cyl Hybrid',
      drive_type: 'AWD',
      seats: 5,
      doors: 5,
      status: 'in_stock',
      sold: false,
      reserved: false,
      reservable: true,
      tag: null,
      created_at: '2026-04-01T00:00:00Z',
      certified: false,
      primary_image_url: 'https://cdn.example.com/u1234/1.jpg',
      thumbnails: ['https://cdn.example.com/u1234/1-thumb.jpg'],
      photos_count: 1,
      location: { id: 12, name: 'Harbour Used Cars', phone: '02 4900 2222' },
      dealership_id: 7,
      dealership_slug: 'harbour-motors',
    } satisfies CarSummary);
  });

  it('leaves out payment keys, processors without one, and photos past the second', () => {
    const summary = carSummary(
      makeCar({
        payment_processors: [
          processor({ authorization_type: 'till', authorization_key: '  ' }),
          processor({ authorization_type: 'stripe', deposit_amount: 250 }),
        ],
        thumbnails: ['a.jpg', 'b.jpg', 'c.jpg'],
      }),
    );
    expect(summary.payment_processors).toEqual([
      { authorization_type: 'stripe', deposit_amount: 250 },
    ]);
    expect(JSON.stringify(summary)).not.toContain('pk_test_123');
    expect(summary.thumbnails).toEqual(['a.jpg', 'b.jpg']);
  });

  it('reads a blank stock number as none', () => {
    expect(carSummary(makeCar({ stocknum: '' })).stocknum).toBeNull();
  });

  it('is the search hit plus the engine: one list of fields', () => {
    const summaryFields = Object.keys(carSummary(makeCar())).filter((key) => key !== 'engine');
    expect(new Set(HIT)).toEqual(new Set(summaryFields));
    expectTypeOf<CarHit>().toEqualTypeOf<Omit<CarSummary, 'engine'> & { objectID: string }>();
  });

  it.each([
    ['a reservable used car', makeCar()],
    [
      'a sold demo car without a stock number, colour or processors',
      makeCar({
        car_type: 'demo',
        sold: true,
        stocknum: '',
        colour: null,
        payment_processors: [],
        tag: 'Runout',
        thumbnails: ['a.jpg', 'b.jpg', 'c.jpg'],
      }),
    ],
  ])('holds the values the embedded search serves for %s', async (_name, car) => {
    const { engine: _engine, ...summary } = carSummary(car);
    const hit = await servedHit(car);
    expect({ ...hit, created_at: Date.parse(String(hit['created_at'])) }).toEqual({
      ...summary,
      created_at: Date.parse(summary.created_at),
    });
  });

  it('fits wherever a car is shown outside its page, as a full Car does', () => {
    expectTypeOf<Car>().toExtend<CarSummary>();
    expectTypeOf<CarSummary>().toExtend<CardViewCar>();
    expectTypeOf<CarHit>().toExtend<CardViewCar>();
    const car = makeCar({ car_type: 'demo', tag: 'Demo Special' });
    const summary = carSummary(car);
    expect(toSavedCar(summary)).toEqual(toSavedCar(car));
    expect(cardChips(summary)).toEqual(cardChips(car));
    const settings = {
      now: new Date('2026-04-03T00:00:00Z'),
      options: { tag_overrides: {}, fuel_tags: true, used_label: 'Used', online_buying: false },
      route: ROUTE,
    } as const;
    expect(searchCardView(summary, settings)).toEqual(searchCardView(car, settings));
  });
});
