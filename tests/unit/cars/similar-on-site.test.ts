import { describe, expect, it } from 'vitest';
import { similarCars } from '../../../src/lib/cars/index.ts';
import { SIMILAR_CARS_SHOWN, similarCarsOnSite } from '../../../src/lib/cars/similar-on-site.ts';
import type { Site } from '../../../src/lib/site/site.ts';
import type { Car } from '../../../src/lib/stock/car.ts';
import { makeCar } from './make-car.ts';

/** A small deterministic generator, so a failure names a stock that can be made again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * A stock full of the cases the grouped choice must get right: equal prices (ties settled by
 * id), prices on application, blank and differently cased names, cars without a body, and cars
 * a shopper cannot buy.
 */
function stock(seed: number, count: number): Car[] {
  const next = random(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  return Array.from({ length: count }, (_, i) =>
    makeCar({
      id: 1000 + ((i * 7919) % count),
      make: pick(['Toyota', 'toyota', 'Kia', '', 'Mazda']),
      model: pick(['RAV4', 'rav4 ', 'Picanto', '', 'CX-5']),
      simple_body: pick(['suv', 'hatch', 'ute', null]),
      price: pick([0, 9990, 15000, 20000, 25000, 25000, 31250, 40000]),
      sold: next() < 0.1,
      reserved: next() < 0.1,
      status: next() < 0.1 ? 'coming_soon' : 'in_stock',
    } as Partial<Car>),
  );
}

const ids = (cars: readonly Car[]) => cars.map((car) => car.id);

describe('similarCarsOnSite', () => {
  it.each([1, 2, 3, 4, 5])(
    'chooses what similarCars chooses from the whole stock (stock %i)',
    (seed) => {
      const cars = stock(seed, 300);
      const site = { cars } as unknown as Site;
      for (const car of cars) {
        expect(ids(similarCarsOnSite(site, car)), `car ${car.id}`).toEqual(
          ids(similarCars(car, cars, SIMILAR_CARS_SHOWN)),
        );
      }
    },
  );

  it('shows at most four, the car itself never', () => {
    const cars = stock(9, 200);
    const site = { cars } as unknown as Site;
    for (const car of cars) {
      const chosen = similarCarsOnSite(site, car);
      expect(chosen.length).toBeLessThanOrEqual(SIMILAR_CARS_SHOWN);
      expect(ids(chosen)).not.toContain(car.id);
    }
  });
});
