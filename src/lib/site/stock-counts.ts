import type { Car, CarType } from '../stock/car.ts';

export type StockCounts = Record<CarType, number> & { total: number };

/** Cars a shopper can still buy or reserve: everything not sold. */
export function isAvailable(car: Pick<Car, 'sold'>): boolean {
  return !car.sold;
}

/** Available stock by car type (spec: counts come from filters by status or car_type). */
export function stockCounts(cars: readonly Pick<Car, 'sold' | 'car_type'>[]): StockCounts {
  const counts: StockCounts = { new: 0, demo: 0, used: 0, total: 0 };
  for (const car of cars) {
    if (!isAvailable(car)) continue;
    counts[car.car_type] += 1;
    counts.total += 1;
  }
  return counts;
}
