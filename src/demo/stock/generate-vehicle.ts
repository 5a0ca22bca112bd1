/** One generated feed vehicle: realistic, internally consistent, and fully seed-driven. */
import type { CarType, StockLocation } from '../../lib/stock/car.ts';
import type { FeedVehicle } from '../../lib/stock/feed-schema.ts';
import { ILLUSTRATION_VIEWS, illustrationUrl } from '../illustrations/illustration-urls.ts';
import { CAR_WORLD_CODES } from './catalogue-cars.ts';
import { MOTORCYCLE_WORLD_CODES } from './catalogue-motorcycles.ts';
import { seriesFor, type ModelSpec } from './catalogue.ts';
import { describe, makeRego, pickFeatures, pickPaint } from './generate-details.ts';
import { pickKm, pickPrice, pickPriceType, pickYear, type Country } from './generate-pricing.ts';
import type { Rng } from './prng.ts';
import { makeVin } from './vin.ts';

const DAY_MS = 86_400_000;
const LISTING_WINDOW_DAYS = 120;

export interface VehicleSeed {
  id: number;
  stocknum: string;
  carType: CarType;
  spec: ModelSpec;
  location: StockLocation;
  country: Country;
  now: Date;
}

export function generateVehicle(rng: Rng, seed: VehicleSeed): FeedVehicle {
  const { spec, carType, now } = seed;
  const nowYear = now.getUTCFullYear();
  const year = pickYear(rng, spec, carType, nowYear);
  const badgeIndex = rng.int(0, spec.badges.length - 1);
  const badge = spec.badges[badgeIndex] ?? { name: '', price: 20000 };
  const powertrain = rng.pick(spec.powertrains);
  const paint = pickPaint(rng, spec.kind);
  const km = pickKm(rng, spec, carType, year, nowYear);
  const price = pickPrice(rng, {
    spec,
    listPrice: badge.price,
    fuel: powertrain.fuel,
    carType,
    year,
    km,
    nowYear,
    country: seed.country,
  });

  const comingSoon = rng.chance(carType === 'new' ? 0.12 : carType === 'used' ? 0.05 : 0);
  const sold = !comingSoon && rng.chance(0.05);
  const reserved = !comingSoon && !sold && rng.chance(0.03);
  const tag = pickTag(rng, carType, comingSoon, year < nowYear);
  const age = nowYear - year;
  const certified = carType === 'used' && age <= 6 && km < 120_000 && rng.chance(0.35);

  const daysAgo = comingSoon ? rng.int(0, 30) : rng.int(0, LISTING_WINDOW_DAYS);
  const createdMs = now.getTime() - daysAgo * DAY_MS - rng.int(0, 10 * 3600) * 1000;
  const createdAt = new Date(Math.floor(createdMs / 1000) * 1000).toISOString();
  const views =
    Math.round(((now.getTime() - createdMs) / DAY_MS) * rng.between(1, 14)) + rng.int(0, 20);

  const noPhotos = rng.chance(comingSoon ? 0.35 : 0.01);
  const imageCount = noPhotos ? 0 : rng.int(3, 6);
  const images = ILLUSTRATION_VIEWS.slice(0, imageCount).map((view) =>
    illustrationUrl({ body: spec.body, colour: paint.family, view }),
  );
  const worldCode =
    (spec.kind === 'motorcycle' ? MOTORCYCLE_WORLD_CODES : CAR_WORLD_CODES)[spec.make] ?? 'ZZZ';
  const tier = spec.badges.length > 1 ? badgeIndex / (spec.badges.length - 1) : 0.5;

  const vehicle: FeedVehicle = {
    id: seed.id,
    stocknum: seed.stocknum,
    vin: makeVin(rng, worldCode, year),
    car_type: carType,
    vehicle_kind: spec.kind,
    year,
    make: spec.make,
    model: spec.model,
    badge: badge.name,
    series: seriesFor(spec, year),
    km,
    price,
    price_type: pickPriceType(rng, carType, seed.country),
    body: spec.bodyText,
    simple_body: spec.body,
    transmission: powertrain.transmission,
    fuel: powertrain.fuel,
    engine: powertrain.engine,
    ...(powertrain.drive ? { drive_type: powertrain.drive } : {}),
    ...(spec.doors !== null ? { doors: spec.doors } : {}),
    ...(spec.seats !== null ? { seats: spec.seats } : {}),
    colour: paint.name,
    status: comingSoon ? 'coming_soon' : 'in_stock',
    sold,
    reserved,
    reservable: rng.chance(0.97),
    ...(tag ? { tag } : {}),
    certified,
    created_at: createdAt,
    views,
    location_id: seed.location.id,
    images,
    ...(carType === 'used'
      ? { rego: makeRego(rng, seed.location.state, seed.country, spec.kind) }
      : {}),
    description: describe(rng, {
      carType,
      year,
      make: spec.make,
      model: spec.model,
      badge: badge.name,
      colour: paint.name,
      powertrain,
      km,
    }),
    features: pickFeatures(rng, spec, powertrain, tier, carType === 'used'),
  };
  return vehicle;
}

/** Tags are sparing: most cars carry none. */
function pickTag(
  rng: Rng,
  carType: CarType,
  comingSoon: boolean,
  olderThanThisYear: boolean,
): string | null {
  if (carType === 'new') {
    if (comingSoon) return rng.chance(0.5) ? 'Pre-order' : null;
    if (olderThanThisYear) return rng.chance(0.9) ? 'Runout Sale' : null;
    if (rng.chance(0.03)) return 'Test Drive Only';
    return rng.chance(0.03) ? 'Special' : null;
  }
  if (carType === 'demo') return rng.chance(0.08) ? '*** Test Drive Vehicle Only ***' : null;
  return rng.chance(0.04) ? 'Special' : null;
}
