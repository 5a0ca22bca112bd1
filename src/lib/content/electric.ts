import type { Model } from '../config/index.ts';
import { sortModels } from '../navigation/model-card.ts';
import { isAvailable } from '../site/stock-counts.ts';
import type { Car, SimpleFuel } from '../stock/car.ts';

/** Fuels the EV guide covers, most electric first. */
export const ELECTRIFIED_FUELS = [
  'Electric',
  'Plug-in Hybrid',
  'Hybrid',
] as const satisfies readonly SimpleFuel[];
export type ElectrifiedFuel = (typeof ELECTRIFIED_FUELS)[number];

/** Models whose fuel names electric or hybrid power, by position. */
export function electrifiedModels<T extends Pick<Model, 'fuel' | 'position' | 'name'>>(
  models: readonly T[],
): T[] {
  return sortModels(models.filter((m) => /electric|hybrid/i.test(m.fuel)));
}

export interface FuelStockLink {
  fuel: ElectrifiedFuel;
  count: number;
  href: string;
}

/** A search link refined to one fuel (InstantSearch's refinementList query form). */
export function fuelSearchHref(searchPath: string, fuel: string): string {
  return `${searchPath}?refinementList[simple_fuel][0]=${encodeURIComponent(fuel)}`;
}

/** Available electric, plug-in hybrid and hybrid cars in stock, with search links; empty fuels left out. */
export function electrifiedStock(
  cars: readonly Pick<Car, 'simple_fuel' | 'sold'>[],
  searchPath: string,
): FuelStockLink[] {
  const counts = new Map<string, number>();
  for (const car of cars) {
    if (car.simple_fuel && isAvailable(car))
      counts.set(car.simple_fuel, (counts.get(car.simple_fuel) ?? 0) + 1);
  }
  return ELECTRIFIED_FUELS.filter((fuel) => (counts.get(fuel) ?? 0) > 0).map((fuel) => ({
    fuel,
    count: counts.get(fuel) ?? 0,
    href: fuelSearchHref(searchPath, fuel),
  }));
}
