import { describe, expect, it } from 'vitest';
import { CAR_MODELS } from '../../../../src/demo/stock/catalogue-cars.ts';
import { MOTORCYCLE_MODELS } from '../../../../src/demo/stock/catalogue-motorcycles.ts';

describe('catalogue', () => {
  it('holds about 25 car makes and 80+ models with real series', () => {
    expect(new Set(CAR_MODELS.map((m) => m.make)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(CAR_MODELS.map((m) => `${m.make} ${m.model}`)).size).toBeGreaterThanOrEqual(80);
    const rav4 = CAR_MODELS.find((m) => m.model === 'RAV4');
    expect(rav4?.series[0]?.code).toBe('AXAH54R');
    expect(rav4?.badges.map((b) => b.name)).toEqual(
      expect.arrayContaining(['GX', 'GXL', 'Cruiser', 'Edge']),
    );
  });

  it('has sane rows: positive prices, at least one badge and powertrain, years in order', () => {
    for (const m of [...CAR_MODELS, ...MOTORCYCLE_MODELS]) {
      expect(m.badges.length).toBeGreaterThan(0);
      expect(m.powertrains.length).toBeGreaterThan(0);
      for (const b of m.badges) expect(b.price).toBeGreaterThan(1000);
      expect(m.to === null || m.to >= m.from).toBe(true);
      expect(m.weight).toBeGreaterThan(0);
    }
  });
});
