import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { normaliseFeed } from '../../../src/lib/stock/normalise.ts';
import { defaultRank } from '../../../src/lib/stock/vehicle-to-car.ts';
import { CONTEXT, LOCATIONS, feed, vehicle } from './fixtures.ts';

const one = (
  overrides: Record<string, unknown> = {},
  feedOverrides: Record<string, unknown> = {},
) => {
  const result = normaliseFeed(feed([vehicle(overrides)], feedOverrides), CONTEXT);
  return { car: result.cars[0], problems: result.problems };
};

describe('normaliseFeed: derived fields', () => {
  it('derives slug, name and make_model', () => {
    const { car } = one({ model: 'CX-5', make: 'Mazda', badge: 'Maxx Sport', stocknum: 'U 77/1' });
    expect(car?.slug).toBe('2021-mazda-cx-5-maxx-sport-u-77-1');
    expect(car?.name).toBe('2021 Mazda CX-5 Maxx Sport');
    expect(car?.make_model).toBe('Mazda CX-5');
  });

  it('leaves an empty badge out of slug and name', () => {
    const { car } = one({ badge: '' });
    expect(car?.slug).toBe('2021-toyota-rav4-u1234');
    expect(car?.name).toBe('2021 Toyota RAV4');
  });

  it('keeps a slug or name the feed gives, slugifying the slug', () => {
    const { car } = one({ slug: 'RAV4 Hybrid — Special!', name: 'Toyota RAV4 GXL Hybrid' });
    expect(car?.slug).toBe('rav4-hybrid-special');
    expect(car?.name).toBe('Toyota RAV4 GXL Hybrid');
  });

  it('classifies body, transmission and fuel from free text', () => {
    const { car } = one({
      body: 'Dual Cab Pick-up',
      transmission: '6SP AUTO',
      fuel: 'Diesel',
      drive_type: '4x4',
    });
    expect(car).toMatchObject({
      simple_body: 'ute',
      simple_transmission: 'Automatic',
      simple_fuel: 'Diesel',
      drive_type: '4WD',
      body: 'Dual Cab Pick-up',
      transmission: '6SP AUTO',
    });
  });

  it('prefers explicit simple_* values over free text', () => {
    const { car } = one({ body: 'Wagon', simple_body: 'suv', fuel: 'ULP', simple_fuel: 'Hybrid' });
    expect(car?.simple_body).toBe('suv');
    expect(car?.simple_fuel).toBe('Hybrid');
    expect(car?.fuel).toBe('ULP');
  });

  it('copies location, dealership, city and state from the dealer location', () => {
    const { car } = one({ location_id: 13, distribution_location_ids: [11] });
    expect(car?.location).toEqual({
      id: 13,
      name: 'Harbour Mazda',
      slug: 'harbour-mazda',
      phone: '02 4900 3333',
      distribution_locations: [11],
    });
    expect(car).toMatchObject({
      dealership_id: 8,
      dealership_slug: 'harbour-mazda',
      dealership_name: 'Harbour Mazda',
      location_name: 'Harbour Mazda',
      city: 'Charlestown',
      state: 'NSW',
    });
  });

  it('puts a vehicle without location_id at the first location, without distribution_locations', () => {
    const { car } = one({ location_id: undefined });
    expect(car?.location.id).toBe(LOCATIONS[0]?.id);
    expect(car?.location).not.toHaveProperty('distribution_locations');
  });

  it('turns image URLs into image objects, thumbnails and a primary image', () => {
    const { car } = one({
      images: [
        '/media/a.jpg',
        { url: 'https://cdn.example.com/b.jpg', thumb: 'https://cdn.example.com/b-thumb.jpg' },
      ],
    });
    expect(car?.images).toEqual([
      { image: { url: '/media/a.jpg', thumb: { url: '/media/a.jpg' } } },
      {
        image: {
          url: 'https://cdn.example.com/b.jpg',
          thumb: { url: 'https://cdn.example.com/b-thumb.jpg' },
        },
      },
    ]);
    expect(car?.thumbnails).toEqual(['/media/a.jpg', 'https://cdn.example.com/b-thumb.jpg']);
    expect(car?.primary_image_url).toBe('/media/a.jpg');
    expect(car?.photos_count).toBe(2);
  });

  it('falls back to the not-found image when there are no photos', () => {
    const { car } = one({ images: [] });
    expect(car?.images).toEqual([
      { image: { url: '/media/not-found.svg', thumb: { url: '/media/not-found.svg' } } },
    ]);
    expect(car?.primary_image_url).toBe('/media/not-found.svg');
    expect(car?.thumbnails).toEqual(['/media/not-found.svg']);
    expect(car?.photos_count).toBe(0);
  });

  it('drops a malformed image URL, keeps the car and says so', () => {
    const { car, problems } = one({
      images: ['javascript:alert(1)', '//evil.example/x.jpg', '/media/ok.jpg'],
    });
    expect(car?.images.map((i) => i.image.url)).toEqual(['/media/ok.jpg']);
    expect(problems.map((p) => [p.field, p.skipped])).toEqual([
      ['images.0', false],
      ['images.1', false],
    ]);
  });

  it('converts miles to kilometres and remembers the unit', () => {
    const { car } = one({ km: 10000, odometer_unit: 'mi' });
    expect(car?.km).toBe(16093);
    expect(car?.odometer_unit).toBe('mi');
  });

  it('folds a "sold" or "reserved" status into the flags', () => {
    expect(one({ status: 'Sold' }).car).toMatchObject({ status: 'in_stock', sold: true });
    expect(one({ status: 'Under offer' }).car).toMatchObject({
      status: 'in_stock',
      reserved: true,
    });
    expect(one({ status: 'coming soon' }).car).toMatchObject({
      status: 'coming_soon',
      sold: false,
    });
  });

  it('uses the feed time as created_at when a vehicle gives none', () => {
    expect(one({ created_at: undefined }).car?.created_at).toBe('2026-05-01T00:00:00.000Z');
  });

  it('takes payment processors from the vehicle, else the feed, else the context', () => {
    const stripe = { authorization_type: 'stripe', authorization_key: 'pk_live_1' };
    const fromFeed = one({}, { payment_processors: [stripe] }).car;
    expect(fromFeed?.payment_processors[0]?.authorization_type).toBe('stripe');
    expect(fromFeed?.has_checkout_payment_processor).toBe(true);
    const keyless = one(
      { payment_processors: [{ authorization_type: 'till' }] },
      { payment_processors: [stripe] },
    ).car;
    expect(keyless?.payment_processors.map((p) => p.authorization_type)).toEqual(['till']);
    expect(keyless?.has_checkout_payment_processor).toBe(false);
    const none = one().car;
    expect(none?.payment_processors).toEqual([]);
    expect(none?.has_checkout_payment_processor).toBe(false);
  });

  it('carries Angle finance lenders', () => {
    expect(
      one({}, { finance_lenders: { angle: { deposit: '2,000', termYears: 5 } } }).car
        ?.finance_lenders,
    ).toEqual({ angle: { deposit: 2000, termYears: 5 } });
    expect(one().car?.finance_lenders).toEqual({});
  });

  it('ranks for sale with photos above no photos, coming soon and sold; newest first within a tier', () => {
    const base = { status: 'in_stock' as const, createdAt: '2026-04-01T00:00:00Z' };
    const withPhotos = defaultRank({ ...base, sold: false, photosCount: 3 });
    const newerWithPhotos = defaultRank({
      ...base,
      sold: false,
      photosCount: 3,
      createdAt: '2026-04-02T00:00:00Z',
    });
    const noPhotos = defaultRank({
      ...base,
      sold: false,
      photosCount: 0,
      createdAt: '2026-04-30T00:00:00Z',
    });
    const comingSoon = defaultRank({ ...base, status: 'coming_soon', sold: false, photosCount: 3 });
    const sold = defaultRank({ ...base, sold: true, photosCount: 3 });
    expect(newerWithPhotos).toBeGreaterThan(withPhotos);
    expect(withPhotos).toBeGreaterThan(noPhotos);
    expect(noPhotos).toBeGreaterThan(comingSoon);
    expect(comingSoon).toBeGreaterThan(sold);
    expect(one({ custom_rank: '42' }).car?.custom_rank).toBe(42);
  });
});

describe('normaliseFeed: bad data', () => {
  it('skips and reports bad vehicles by index and field, keeping every good one', () => {
    const result = normaliseFeed(
      feed([
        vehicle({ id: 1, stocknum: 'A1' }),
        vehicle({ id: 2, stocknum: 'A2', price: 'POA' }),
        'not a vehicle',
        vehicle({ id: 4, stocknum: 'A4', location_id: 99 }),
        vehicle({ id: 5, stocknum: 'A5' }),
      ]),
      CONTEXT,
    );
    expect(result.cars.map((c) => c.id)).toEqual([1, 5]);
    expect(result.problems.map(({ index, field, skipped }) => ({ index, field, skipped }))).toEqual(
      [
        { index: 1, field: 'price', skipped: true },
        { index: 2, field: '(vehicle)', skipped: true },
        { index: 3, field: 'location_id', skipped: true },
      ],
    );
    expect(result.problems[2]?.message).toBe('no dealer location has id 99');
  });

  it('reports every faulty field of a skipped vehicle', () => {
    const { problems } = normaliseFeed(
      feed([vehicle({ year: 'old', make: '', car_type: 'x' })]),
      CONTEXT,
    );
    expect(problems.map((p) => p.field).sort()).toEqual(['car_type', 'make', 'year']);
  });

  it('skips duplicate ids and slugs after the first', () => {
    const result = normaliseFeed(
      feed([
        vehicle({ id: 1, stocknum: 'A1' }),
        vehicle({ id: 1, stocknum: 'A2' }),
        vehicle({ id: 3, stocknum: 'A1' }),
      ]),
      CONTEXT,
    );
    expect(result.cars.map((c) => c.stocknum)).toEqual(['A1']);
    expect(result.problems.map((p) => [p.index, p.field])).toEqual([
      [1, 'id'],
      [2, 'slug'],
    ]);
  });

  it('warns, without skipping, about descriptions it cannot classify or unknown distribution locations', () => {
    const { car, problems } = one({
      body: 'Shooting star',
      transmission: 'Telepathic',
      fuel: 'Vibes',
      distribution_location_ids: [11, 404],
    });
    expect(car).toMatchObject({ simple_body: null, simple_transmission: null, simple_fuel: null });
    expect(car?.location.distribution_locations).toEqual([11]);
    expect(problems.every((p) => !p.skipped)).toBe(true);
    expect(problems.map((p) => p.field)).toEqual([
      'body',
      'transmission',
      'fuel',
      'distribution_location_ids',
    ]);
  });

  it.each([
    [null],
    [42],
    [[]],
    [{}],
    [{ format: 'forecourt-stock/2', dealer: 'x', generated_at: '2026-01-01', vehicles: [] }],
  ])('never throws on a malformed feed (%j) and reports it at index -1', (input) => {
    const result = normaliseFeed(input, CONTEXT);
    expect(result.cars).toEqual([]);
    expect(result.problems.length).toBeGreaterThan(0);
    expect(result.problems.every((p) => p.index === -1 && p.skipped)).toBe(true);
  });

  it('reports a dealer with no locations rather than inventing one', () => {
    const result = normaliseFeed(feed([vehicle()]), { ...CONTEXT, locations: [] });
    expect(result.cars).toEqual([]);
    expect(result.problems[0]?.field).toBe('locations');
  });
});

describe('docs/stock-feed.md', () => {
  it('documents an example feed that passes without a single problem', async () => {
    const doc = await readFile(new URL('../../../docs/stock-feed.md', import.meta.url), 'utf8');
    const example = /```json\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
    const result = normaliseFeed(JSON.parse(example), CONTEXT);
    expect(result.problems).toEqual([]);
    expect(result.cars[0]).toMatchObject({
      price: 39990,
      km: 48210,
      certified: true,
      simple_body: 'suv',
      has_checkout_payment_processor: true,
    });
  });
});
