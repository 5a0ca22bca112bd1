/**
 * Deterministic sample stock for demo dealers and benchmarks. It writes a forecourt-stock/1
 * feed, so generated stock goes through exactly the same adapter as a dealer's real feed.
 * Same options ⇒ byte-identical JSON: all randomness comes from the seed, all time from `now`.
 */
import type {
  CarType,
  FinanceLenders,
  PaymentProcessor,
  StockLocation,
  VehicleKind,
} from '../../lib/stock/car.ts';
import { FEED_FORMAT, type StockFeed } from '../../lib/stock/feed-schema.ts';
import { CAR_MODELS } from './catalogue-cars.ts';
import { MOTORCYCLE_MODELS } from './catalogue-motorcycles.ts';
import type { ModelSpec } from './catalogue.ts';
import { consumerLawFields } from './generate-consumer-law.ts';
import type { Country } from './generate-pricing.ts';
import { generateVehicle } from './generate-vehicle.ts';
import { createRng, hashString, type Rng } from './prng.ts';

export interface GenerateOptions {
  seed: string;
  count: number;
  country: Country;
  vehicleKind: VehicleKind;
  /** Franchise makes: new and demo stock comes only from these. Used stock is any make. */
  makes?: string[];
  /** Share of new vehicles, 0–1 (default 0.3). */
  newShare?: number;
  /** Share of demonstrators, 0–1 (default 0.08). */
  demoShare?: number;
  /** The dealer's sales locations; stock is spread across all of them. */
  locations: StockLocation[];
  /** Written once at feed level, so they apply to every vehicle. */
  paymentProcessors?: PaymentProcessor[];
  financeLenders?: FinanceLenders;
  /** The feed's dealer slug; defaults to the first location's dealership_slug. */
  dealer?: string;
  now: Date;
}

export function generateFeed(options: GenerateOptions): StockFeed {
  const { count, locations, now } = options;
  const newShare = options.newShare ?? 0.3;
  const demoShare = options.demoShare ?? 0.08;
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`count must be a whole number ≥ 0, got ${count}`);
  if (!(newShare >= 0 && demoShare >= 0 && newShare + demoShare <= 1)) {
    throw new Error('newShare and demoShare must be ≥ 0 and add up to at most 1');
  }
  const [firstLocation] = locations;
  if (!firstLocation) throw new Error('generateFeed needs at least one location');
  if (Number.isNaN(now.getTime())) throw new Error('now must be a valid date');

  const catalogue = options.vehicleKind === 'motorcycle' ? MOTORCYCLE_MODELS : CAR_MODELS;
  const nowYear = now.getUTCFullYear();
  const current = currentModels(catalogue, nowYear, options.makes);
  if (current.length === 0 && newShare + demoShare > 0) {
    throw new Error(
      `no current ${options.vehicleKind} models in the catalogue for makes: ${(options.makes ?? []).join(', ')}`,
    );
  }
  // Used stock: anything sold new within the used-stock window (the last 15 model years).
  const usable = catalogue.filter((m) => m.from <= nowYear && (m.to ?? nowYear) >= nowYear - 14);

  const rng = createRng(`${options.seed}|${options.vehicleKind}|${options.country}`);
  const seedHash = hashString(options.seed);
  const idBase = (1000 + (seedHash % 9000)) * 100_000;
  const stockBase = 10_000 + (seedHash % 50_000);

  const vehicles = [];
  for (let i = 0; i < count; i++) {
    const roll = rng.next();
    const carType: CarType =
      roll < newShare ? 'new' : roll < newShare + demoShare ? 'demo' : 'used';
    const spec = rng.weighted(carType === 'used' ? usable : current, (m) => m.weight);
    const location = pickLocation(
      rng,
      i,
      carType === 'used' ? locations : franchiseLocations(locations, spec.make),
    );
    const prefix = carType === 'new' ? 'N' : carType === 'demo' ? 'D' : 'U';
    const vehicle = generateVehicle(rng, {
      id: idBase + i + 1,
      stocknum: `${prefix}${stockBase + i}`,
      carType,
      spec,
      location,
      country: options.country,
      now,
    });
    vehicles.push({
      ...vehicle,
      ...consumerLawFields(options.seed, vehicle, options.country, now),
    });
  }

  return {
    format: FEED_FORMAT,
    dealer: options.dealer ?? firstLocation.dealership_slug,
    generated_at: new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString(),
    vehicles,
    ...(options.paymentProcessors ? { payment_processors: options.paymentProcessors } : {}),
    ...(options.financeLenders ? { finance_lenders: options.financeLenders } : {}),
  };
}

/**
 * New and demo cars sit at a location franchised for their make (its `makes`), when any is;
 * used cars can be anywhere.
 */
function franchiseLocations(locations: StockLocation[], make: string): StockLocation[] {
  const key = make.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const franchised = locations.filter((l) => l.makes?.includes(key));
  return franchised.length > 0 ? franchised : locations;
}

/** Strict round-robin first, so every location holds stock; then mostly round-robin. */
function pickLocation(rng: Rng, i: number, locations: StockLocation[]): StockLocation {
  const roundRobin = locations[i % locations.length];
  if (roundRobin && (i < locations.length || rng.chance(0.8))) return roundRobin;
  return rng.pick(locations);
}

/** Models on sale new this year, limited to the franchise makes when given. */
function currentModels(
  catalogue: readonly ModelSpec[],
  nowYear: number,
  makes: string[] | undefined,
): ModelSpec[] {
  const wanted = makes?.map((m) => m.trim().toLowerCase());
  return catalogue.filter(
    (m) =>
      (m.to === null || m.to >= nowYear) &&
      m.from <= nowYear + 1 &&
      (!wanted || wanted.includes(m.make.toLowerCase())),
  );
}
