import { describe, expect, it } from 'vitest';
import {
  DRIVE_AWAY_PRICE_SHARE,
  USED_IMPORT_SHARE,
} from '../../../../src/demo/stock/generate-consumer-law.ts';
import { generateFeed, type GenerateOptions } from '../../../../src/demo/stock/generate-feed.ts';
import { excludesOnRoadCosts } from '../../../../src/lib/cars/price-display.ts';
import type { Car } from '../../../../src/lib/stock/car.ts';
import { normaliseFeed } from '../../../../src/lib/stock/normalise.ts';
import { CONTEXT, LOCATIONS, NOW } from '../../stock/fixtures.ts';

function cars(overrides: Partial<GenerateOptions>): Car[] {
  const feed = generateFeed({
    seed: 'consumer-law',
    count: 1500,
    country: 'AU',
    vehicleKind: 'car',
    locations: LOCATIONS,
    now: NOW,
    ...overrides,
  });
  const { cars: out, problems } = normaliseFeed(feed, CONTEXT);
  expect(problems).toEqual([]);
  return out;
}
const share = (list: Car[], test: (c: Car) => boolean) => list.filter(test).length / list.length;
const today = NOW.toISOString().slice(0, 10);

describe('generated drive-away prices', () => {
  for (const country of ['AU', 'NZ'] as const) {
    it(`gives some ${country} cars priced without on-road costs a higher drive-away price`, () => {
      const list = cars({ country });
      const excluding = list.filter((c) => excludesOnRoadCosts(c.price_type));
      expect(excluding.length).toBeGreaterThan(50);
      expect(share(excluding, (c) => c.drive_away_price !== null)).toBeCloseTo(
        DRIVE_AWAY_PRICE_SHARE,
        1,
      );
      for (const car of excluding.filter((c) => c.drive_away_price !== null)) {
        expect(car.drive_away_price).toBeGreaterThan(car.price);
        expect(car.drive_away_price).toBeLessThan(car.price * 1.1 + 4000);
      }
    });
  }

  it('gives cars priced drive-away none', () => {
    const driveAway = cars({}).filter((c) => c.price_type === 'drive_away');
    expect(driveAway.every((c) => c.drive_away_price === null)).toBe(true);
  });
});

describe('generated Consumer Information Notice data', () => {
  const nz = cars({ country: 'NZ' });

  it('is given for every NZ used and demo car, and no new one', () => {
    for (const car of nz) {
      expect(car.consumer_notice === null).toBe(car.car_type === 'new');
    }
  });

  it('is never given for an Australian dealer', () => {
    expect(cars({}).every((c) => c.consumer_notice === null)).toBe(true);
  });

  it('mixes NZ-new cars and used imports, registered in NZ no earlier than built', () => {
    const used = nz.filter((c) => c.car_type === 'used');
    const imported = (c: Car) => c.consumer_notice?.import_status === 'Imported used';
    expect(share(used, imported)).toBeCloseTo(USED_IMPORT_SHARE, 1);
    for (const car of nz.filter((c) => c.consumer_notice)) {
      const notice = car.consumer_notice;
      expect(notice?.import_status).toBe(imported(car) ? 'Imported used' : 'NZ New');
      expect(notice?.first_registered_nz).toBeGreaterThanOrEqual(car.year);
      expect(notice?.first_registered_nz).toBeLessThanOrEqual(NOW.getUTCFullYear());
      expect(notice?.imported_damaged !== null).toBe(imported(car));
      expect(notice?.cash_price).toBe(car.price);
      expect(notice?.security_interest).toBe(false);
    }
  });

  it('gives registration and WoF (or CoF) dates after the feed was written', () => {
    for (const { consumer_notice: notice } of nz.filter((c) => c.consumer_notice)) {
      expect(notice?.registration_expiry ?? '').toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((notice?.registration_expiry ?? '') > today).toBe(true);
      const fitness = notice?.wof_expiry ?? notice?.cof_expiry ?? '';
      expect(fitness > today).toBe(true);
      expect(notice?.wof_expiry === null || notice?.cof_expiry === null).toBe(true);
    }
  });

  it('gives road user charges to diesel and electric cars only, paid beyond the odometer', () => {
    const notices = nz.filter((c) => c.consumer_notice);
    const payers = notices.filter((c) => /Diesel|Electric|Plug-in/.test(c.simple_fuel ?? ''));
    expect(payers.length).toBeGreaterThan(20);
    for (const car of notices) {
      const ruc = car.consumer_notice?.ruc_expiry_km ?? null;
      expect(ruc !== null).toBe(payers.includes(car));
      if (ruc !== null) expect(ruc).toBeGreaterThan(car.km);
    }
  });
});
