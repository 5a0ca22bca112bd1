import { describe, expect, it } from 'vitest';
import { parseIllustrationUrl } from '../../../../src/demo/illustrations/illustration-urls.ts';
import { MOTORCYCLE_MODELS } from '../../../../src/demo/stock/catalogue-motorcycles.ts';
import { generateFeed, type GenerateOptions } from '../../../../src/demo/stock/generate-feed.ts';
import { vinCheckDigit } from '../../../../src/demo/stock/vin.ts';
import type { Car } from '../../../../src/lib/stock/car.ts';
import { normaliseFeed } from '../../../../src/lib/stock/normalise.ts';
import { CONTEXT, LOCATIONS, NOW } from '../../stock/fixtures.ts';

const options = (overrides: Partial<GenerateOptions> = {}): GenerateOptions => ({
  seed: 'harbour',
  count: 600,
  country: 'AU',
  vehicleKind: 'car',
  locations: LOCATIONS,
  now: NOW,
  ...overrides,
});
const cars = (overrides: Partial<GenerateOptions> = {}): Car[] => {
  const { cars: out, problems } = normaliseFeed(generateFeed(options(overrides)), CONTEXT);
  expect(problems).toEqual([]);
  return out;
};
const share = (list: Car[], test: (c: Car) => boolean) => list.filter(test).length / list.length;

describe('generateFeed', () => {
  it('is deterministic: same options, byte-identical JSON; another seed, other stock', () => {
    const a = JSON.stringify(generateFeed(options()));
    expect(JSON.stringify(generateFeed(options()))).toBe(a);
    expect(JSON.stringify(generateFeed(options({ seed: 'other' })))).not.toBe(a);
  });

  it('writes a forecourt-stock/1 feed with the requested count', () => {
    const feed = generateFeed(options({ count: 37 }));
    expect(feed).toMatchObject({
      format: 'forecourt-stock/1',
      dealer: 'harbour-motors',
      generated_at: '2026-05-01T00:00:00.000Z',
    });
    expect(feed.vehicles).toHaveLength(37);
    expect(generateFeed(options({ count: 0 })).vehicles).toEqual([]);
  });

  it('produces stock the adapter accepts in full, with every facet classified', () => {
    const list = cars({ count: 1500 });
    expect(list).toHaveLength(1500);
    for (const car of list) {
      expect(car.simple_body).not.toBeNull();
      expect(car.simple_transmission).not.toBeNull();
      expect(car.simple_fuel).not.toBeNull();
    }
  });

  it('mixes car types near the requested shares', () => {
    const list = cars({ count: 2000, newShare: 0.4, demoShare: 0.1 });
    expect(share(list, (c) => c.car_type === 'new')).toBeCloseTo(0.4, 1);
    expect(share(list, (c) => c.car_type === 'demo')).toBeCloseTo(0.1, 1);
  });

  it('keeps km realistic for each car type', () => {
    for (const car of cars()) {
      if (car.car_type === 'new') expect(car.km).toBeLessThanOrEqual(50);
      if (car.car_type === 'demo') expect(car.km).toBeGreaterThanOrEqual(500);
      if (car.car_type === 'demo') expect(car.km).toBeLessThanOrEqual(9000);
      const age = NOW.getUTCFullYear() - car.year;
      if (car.car_type === 'used') expect(car.km).toBeLessThan((age + 1) * 15000 * 1.7 + 1000);
    }
  });

  it('prices sensibly: positive, dealer-rounded, used below new for the same model', () => {
    const list = cars({ count: 2000 });
    for (const car of list) {
      expect(car.price).toBeGreaterThan(2000);
      expect(car.price).toBeLessThan(250_000);
      expect(car.price % 10).toBe(0);
    }
    const avg = (type: string) => {
      const rav4 = list.filter((c) => c.model === 'RAV4' && c.car_type === type);
      return rav4.reduce((sum, c) => sum + c.price, 0) / rav4.length;
    };
    expect(avg('used')).toBeLessThan(avg('new'));
  });

  it('uses years that make sense for each car type', () => {
    const year = NOW.getUTCFullYear();
    for (const car of cars()) {
      if (car.car_type === 'new') expect(car.year).toBeGreaterThanOrEqual(year - 1);
      expect(car.year).toBeLessThanOrEqual(year + 1);
      expect(car.year).toBeGreaterThanOrEqual(2012);
    }
  });

  it('ages used stock like a dealer yard: mostly 1–8 years old, few near-new', () => {
    const used = cars({ count: 2000 }).filter((c) => c.car_type === 'used');
    const age = (c: Car) => NOW.getUTCFullYear() - c.year;
    expect(share(used, (c) => age(c) >= 1 && age(c) <= 8)).toBeGreaterThan(0.6);
    expect(share(used, (c) => age(c) === 0)).toBeLessThan(0.1);
  });

  it('writes valid 17-character VINs with a correct check digit and unique stock numbers', () => {
    const list = cars();
    for (const car of list) {
      expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(car.vin?.[8]).toBe(vinCheckDigit(car.vin ?? ''));
    }
    expect(new Set(list.map((c) => c.stocknum)).size).toBe(list.length);
    expect(new Set(list.map((c) => c.id)).size).toBe(list.length);
  });

  it('mixes statuses: mostly in stock, some coming soon, sold and reserved, few tags', () => {
    const list = cars({ count: 3000 });
    expect(share(list, (c) => c.status === 'in_stock' && !c.sold)).toBeGreaterThan(0.8);
    expect(share(list, (c) => c.status === 'coming_soon')).toBeGreaterThan(0.02);
    expect(share(list, (c) => c.sold)).toBeGreaterThan(0.02);
    expect(share(list, (c) => c.reserved)).toBeGreaterThan(0.01);
    expect(share(list, (c) => c.certified)).toBeGreaterThan(0.05);
    expect(share(list, (c) => c.tag !== null)).toBeLessThan(0.15);
    expect(new Set(list.map((c) => c.tag))).toEqual(
      new Set([
        null,
        'Test Drive Only',
        'Runout Sale',
        'Special',
        'Pre-order',
        '*** Test Drive Vehicle Only ***',
      ]),
    );
  });

  it('lists cars over the last ~120 days, some within the 8-day new-arrival window', () => {
    const list = cars();
    const ages = list.map((c) => (NOW.getTime() - Date.parse(c.created_at)) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(121);
    expect(ages.filter((d) => d <= 8).length).toBeGreaterThan(list.length * 0.03);
  });

  it('gives 3–6 generated illustrations per car, or the not-found image', () => {
    for (const car of cars()) {
      if (car.photos_count === 0) {
        expect(car.primary_image_url).toBe('/media/not-found.svg');
        continue;
      }
      expect(car.photos_count).toBeGreaterThanOrEqual(3);
      expect(car.photos_count).toBeLessThanOrEqual(6);
      const refs = car.images.map((i) => parseIllustrationUrl(i.image.url));
      expect(refs.every((r) => r?.body === car.simple_body)).toBe(true);
      expect(new Set(refs.map((r) => r?.view)).size).toBe(car.photos_count);
    }
  });

  it('uses every location, spread round-robin', () => {
    const list = cars({ count: 300 });
    for (const location of LOCATIONS) {
      expect(share(list, (c) => c.location.id === location.id)).toBeGreaterThan(0.25);
    }
    expect(new Set(cars({ count: 3 }).map((c) => c.location.id)).size).toBe(3);
  });

  it('limits new and demo stock to the franchise makes, used stock to any make', () => {
    const list = cars({ makes: ['Mazda'], count: 800 });
    expect(new Set(list.filter((c) => c.car_type !== 'used').map((c) => c.make))).toEqual(
      new Set(['Mazda']),
    );
    expect(
      new Set(list.filter((c) => c.car_type === 'used').map((c) => c.make)).size,
    ).toBeGreaterThan(10);
  });

  it('places new and demo cars at a location franchised for their make, used cars anywhere', () => {
    const [mazdaYard, kiaYard, ...rest] = LOCATIONS;
    const locations = [
      { ...mazdaYard!, makes: ['mazda'] },
      { ...kiaYard!, makes: ['kia'] },
      ...rest,
    ];
    const list = cars({ makes: ['Mazda', 'Kia'], count: 400, locations });
    const fresh = list.filter((c) => c.car_type !== 'used');
    expect(
      fresh.filter((c) => c.make === 'Mazda').every((c) => c.location.id === mazdaYard!.id),
    ).toBe(true);
    expect(fresh.filter((c) => c.make === 'Kia').every((c) => c.location.id === kiaYard!.id)).toBe(
      true,
    );
    const usedAt = new Set(list.filter((c) => c.car_type === 'used').map((c) => c.location.id));
    expect(usedAt.size).toBe(locations.length);
  });

  it('prices NZ stock in NZD and quotes new cars plus on-road costs', () => {
    const au = cars({ country: 'AU', count: 2000 });
    const nz = cars({ country: 'NZ', count: 2000 });
    expect(nz.some((c) => c.price_type === 'plus_orc')).toBe(true);
    expect(au.some((c) => c.price_type === 'plus_orc')).toBe(false);
    const mean = (l: Car[]) => {
      const newCars = l.filter((c) => c.car_type === 'new');
      return newCars.reduce((s, c) => s + c.price, 0) / newCars.length;
    };
    expect(mean(nz)).toBeGreaterThan(mean(au));
  });

  it('generates real motorcycles', () => {
    const list = cars({ vehicleKind: 'motorcycle', count: 400 });
    const known = new Set(MOTORCYCLE_MODELS.map((m) => `${m.make} ${m.model}`));
    for (const bike of list) {
      expect(bike.vehicle_kind).toBe('motorcycle');
      expect(known.has(bike.make_model)).toBe(true);
      expect([
        'naked',
        'sports',
        'adventure',
        'cruiser',
        'touring',
        'scooter',
        'offRoad',
      ]).toContain(bike.simple_body);
      expect(bike.doors).toBeNull();
      if (bike.car_type === 'used')
        expect(bike.km).toBeLessThan((NOW.getUTCFullYear() - bike.year + 1) * 5000 * 1.7 + 1000);
    }
    expect(list.some((b) => b.make === 'Harley-Davidson')).toBe(true);
  });

  it('rejects impossible options with clear errors', () => {
    expect(() => generateFeed(options({ locations: [] }))).toThrow(/at least one location/);
    expect(() => generateFeed(options({ count: -1 }))).toThrow(/count/);
    expect(() => generateFeed(options({ newShare: 0.8, demoShare: 0.5 }))).toThrow(/newShare/);
    expect(() => generateFeed(options({ makes: ['Lada'] }))).toThrow(/Lada/);
    expect(
      generateFeed(options({ makes: ['Lada'], newShare: 0, demoShare: 0, count: 5 })).vehicles,
    ).toHaveLength(5);
  });

  it('generates and normalises a 5,000-car feed without problems', () => {
    expect(cars({ count: 5000 })).toHaveLength(5000);
  });
});
