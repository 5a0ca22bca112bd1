/**
 * Price, odometer and model-year rules for generated stock: new cars near list price, demos a
 * little under with a few thousand km, used cars depreciated by age, body, fuel and distance.
 */
import { marketFor, type Country } from '../../lib/market/index.ts';
import type { CarType, PriceType } from '../../lib/stock/car.ts';
import type { ModelSpec } from './catalogue.ts';
import type { Rng } from './prng.ts';

export type { Country };

/** Dealer-style rounding: 45,990 rather than 45,873. */
export function dealerPrice(amount: number): number {
  return Math.max(990, Math.round(amount / 500) * 500 - 10);
}

/** Relative share of used stock by age in years: few near-new, most 1–8 years old. */
const USED_AGE_WEIGHTS = [4, 10, 13, 13, 12, 10, 9, 8, 6, 5, 4, 3, 2, 1.5, 1];

export function pickYear(rng: Rng, spec: ModelSpec, carType: CarType, nowYear: number): number {
  const clamp = (year: number) => Math.max(spec.from, Math.min(year, nowYear + 1));
  if (carType === 'new') {
    const roll = rng.next();
    return clamp(roll < 0.08 ? nowYear - 1 : roll < 0.2 ? nowYear + 1 : nowYear);
  }
  if (carType === 'demo') return clamp(rng.chance(0.7) ? nowYear : nowYear - 1);
  const newest = Math.min(spec.to ?? nowYear, nowYear);
  const oldest = Math.max(spec.from, nowYear - (USED_AGE_WEIGHTS.length - 1));
  const years: number[] = [];
  for (let year = newest; year >= oldest; year--) years.push(year);
  if (years.length === 0) return newest;
  return rng.weighted(years, (year) => USED_AGE_WEIGHTS[nowYear - year] ?? 1);
}

export function pickKm(
  rng: Rng,
  spec: ModelSpec,
  carType: CarType,
  year: number,
  nowYear: number,
): number {
  if (carType === 'new') return rng.int(0, 50);
  if (carType === 'demo') return rng.int(500, 9000);
  const annual = spec.kind === 'motorcycle' ? 5000 : 15000;
  const years = Math.max(nowYear - year, 0) + 0.5;
  return Math.round(annual * years * rng.between(0.45, 1.6)) + rng.int(300, 999);
}

function yearlyRetention(spec: ModelSpec, fuel: string): number {
  if (spec.kind === 'motorcycle') return 0.9;
  if (/electric/i.test(fuel) && !/hybrid/i.test(fuel)) return 0.86;
  if (
    spec.body === 'ute' ||
    spec.body === 'cabChassis' ||
    /LandCruiser|Prado|Patrol|Jimny/.test(spec.model)
  )
    return 0.925;
  return 0.895;
}

export interface PriceInput {
  spec: ModelSpec;
  listPrice: number;
  fuel: string;
  carType: CarType;
  year: number;
  km: number;
  nowYear: number;
  country: Country;
}

export function pickPrice(rng: Rng, input: PriceInput): number {
  const currency = marketFor(input.country).demoStock.listPriceFactor;
  const list = input.listPrice * currency * rng.between(0.97, 1.03);
  if (input.carType === 'new') return dealerPrice(list);
  if (input.carType === 'demo') return dealerPrice(list * rng.between(0.86, 0.94));
  const age = Math.max(input.nowYear - input.year, 0);
  const annual = input.spec.kind === 'motorcycle' ? 5000 : 15000;
  const expectedKm = annual * (age + 0.5);
  const kmFactor = Math.min(1.12, Math.max(0.8, 1 - (input.km - expectedKm) / (annual * 20)));
  const value =
    list *
    0.86 *
    yearlyRetention(input.spec, input.fuel) ** age *
    kmFactor *
    rng.between(0.93, 1.07);
  return Math.max(input.spec.kind === 'motorcycle' ? 2490 : 3990, dealerPrice(value));
}

export function pickPriceType(rng: Rng, carType: CarType, country: Country): PriceType {
  if (carType !== 'new') return 'drive_away';
  const { usual, share, otherwise } = marketFor(country).demoStock.newCarPriceTypes;
  return rng.chance(share) ? usual : otherwise;
}
