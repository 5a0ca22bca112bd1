/**
 * The consumer-law fields of generated stock: a drive-away price beside some prices that
 * leave on-road costs out, and the Consumer Information Notice data a New Zealand dealer's
 * feed carries for its used and ex-demo cars. Drawn from a stream of their own, seeded by the
 * feed's seed and the vehicle's id, so every other generated value stays as it was.
 */
import { excludesOnRoadCosts } from '../../lib/cars/price-display.ts';
import type { FeedVehicle } from '../../lib/stock/feed-schema.ts';
import { dealerPrice, type Country } from './generate-pricing.ts';
import { createRng, type Rng } from './prng.ts';

/** Share of cars priced without on-road costs whose feed also gives the drive-away price. */
export const DRIVE_AWAY_PRICE_SHARE = 0.6;
/** Share of NZ used cars that came in as used imports (the rest were sold new in NZ). */
export const USED_IMPORT_SHARE = 0.45;

const DAY_MS = 86_400_000;
/** Vehicles that need a Certificate of Fitness rather than a Warrant of Fitness. */
const COF_BODIES = new Set(['lightTruck', 'bus', 'motorhome']);
/** Diesel, electric and plug-in vehicles pay road user charges by distance in NZ. */
const RUC_FUEL = /diesel|electric|plug-in/i;

export function consumerLawFields(
  seed: string,
  vehicle: FeedVehicle,
  country: Country,
  now: Date,
): Partial<FeedVehicle> {
  const rng = createRng(`${seed}|consumer-law|${vehicle.id}`);
  return {
    ...driveAwayPrice(rng, vehicle, country),
    ...(country === 'NZ' && vehicle.car_type !== 'new' ? consumerNotice(rng, vehicle, now) : {}),
  };
}

function driveAwayPrice(rng: Rng, v: FeedVehicle, country: Country): Partial<FeedVehicle> {
  if (!v.price_type || !excludesOnRoadCosts(v.price_type)) return {};
  if (!rng.chance(DRIVE_AWAY_PRICE_SHARE)) return {};
  // Stamp duty, registration, CTP and dealer delivery in Australia; registration and
  // licensing, a WoF and delivery in New Zealand, which has no stamp duty.
  const onRoadCosts =
    country === 'AU'
      ? v.price * rng.between(0.03, 0.055) + rng.int(1800, 3600)
      : rng.int(600, 1400);
  return { drive_away_price: dealerPrice(v.price + onRoadCosts) };
}

function consumerNotice(rng: Rng, v: FeedVehicle, now: Date): Partial<FeedVehicle> {
  const nowYear = now.getUTCFullYear();
  const imported = v.car_type === 'used' && rng.chance(USED_IMPORT_SHARE);
  const cof = COF_BODIES.has(v.simple_body ?? '');
  const inDays = (min: number, max: number) =>
    new Date(now.getTime() + rng.int(min, max) * DAY_MS).toISOString().slice(0, 10);
  return {
    ...(v.price_type === 'drive_away' ? { cash_price: v.price } : {}),
    security_interest: false,
    // Used imports arrive a few years after they were first registered abroad.
    first_registered_nz: imported ? Math.min(nowYear, v.year + rng.int(1, 5)) : v.year,
    import_status: imported ? 'Imported used' : 'NZ New',
    ...(imported ? { imported_damaged: rng.chance(0.04) } : {}),
    registration_expiry: inDays(14, 365),
    ...(cof ? { cof_expiry: inDays(14, 180) } : { wof_expiry: inDays(14, 365) }),
    ...(RUC_FUEL.test(v.fuel ?? '')
      ? { ruc_expiry_km: Math.ceil(((v.km ?? 0) + rng.int(500, 9000)) / 1000) * 1000 }
      : {}),
  };
}
