import type { Dealer } from '../config/index.ts';
import type { Car, VehicleKind } from '../stock/car.ts';

export interface VehicleWords {
  singular: string;
  plural: string;
}

const WORDS: Record<VehicleKind, VehicleWords> = {
  car: { singular: 'car', plural: 'cars' },
  motorcycle: { singular: 'motorcycle', plural: 'motorcycles' },
};

/**
 * What the dealer sells: its generated stock's kind, else what most of its feed's vehicles
 * are, else cars. Page copy says "motorcycles" on a motorcycle dealer's site.
 */
export function dealerVehicleKind(
  dealer: Pick<Dealer, 'stock'>,
  cars: readonly Pick<Car, 'vehicle_kind'>[],
): VehicleKind {
  if ('generate' in dealer.stock) return dealer.stock.generate.vehicle_kind;
  const motorcycles = cars.filter((c) => c.vehicle_kind === 'motorcycle').length;
  return motorcycles > cars.length / 2 ? 'motorcycle' : 'car';
}

export function vehicleWords(kind: VehicleKind): VehicleWords {
  return WORDS[kind];
}

/** 'Car' or 'Motorcycle', for title-case strings such as 'Enquire About This Car'. */
export function titleNoun(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
