/**
 * The car page's similar cars on each sample dealer's real stock: choosing among the car's
 * make-and-model and body groups (similarCarsOnSite) picks exactly what similarCars picks from
 * the whole stock, and never lists a car twice or the car itself.
 */
import { describe, expect, it } from 'vitest';
import { similarCars } from '../../../src/lib/cars/similar-cars.ts';
import { SIMILAR_CARS_SHOWN, similarCarsOnSite } from '../../../src/lib/cars/similar-on-site.ts';
import { loadSite } from '../../../src/server/prepare/prepare-dealer.ts';

const DEALERS = [
  'ironbark-motorcycles',
  'kestrel-bay-subaru',
  'meridian-motor-group',
  'totara-motors',
] as const;

describe.each(DEALERS)('similar cars on %s', (slug) => {
  const site = loadSite(slug);
  const ids = (cars: readonly { id: number }[]) => cars.map((car) => car.id);

  it('are the whole stock’s choice, each car once, never the car itself', () => {
    let withSimilar = 0;
    for (const car of site.cars) {
      const chosen = ids(similarCarsOnSite(site, car));
      expect(chosen).toEqual(ids(similarCars(car, site.cars, SIMILAR_CARS_SHOWN)));
      expect(new Set(chosen).size).toBe(chosen.length);
      expect(chosen).not.toContain(car.id);
      if (chosen.length > 0) withSimilar++;
    }
    expect(withSimilar).toBeGreaterThan(site.cars.length / 2);
  });
});
