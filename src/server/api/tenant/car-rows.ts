/**
 * The cars of the tenant data file: one JSON array per car, its values in CAR_COLUMNS order,
 * so the field names are written once instead of once per car (a 3,400-car dealer's file is
 * ~830 KB). Checked by hand rather than by a schema per row: the API reads every row once per
 * build, and a generic tuple schema over thousands of rows costs it a noticeable pause.
 */
import { isReservable } from '../../../lib/cars/reservable.ts';
import { isTestDriveOnly } from '../../../lib/cars/test-drive.ts';
import { depositFor } from '../../../lib/checkout/deposit.ts';
import type { Country } from '../../../lib/market/index.ts';
import type { Car } from '../../../lib/stock/car.ts';

/** A listed car as a lead names it (contract 5's lead snapshot) and a watchlist shows it. */
export interface TenantCar {
  id: number;
  slug: string;
  name: string;
  stocknum: string;
  vin: string | null;
  year: number;
  make: string;
  model: string;
  badge: string;
  car_type: 'new' | 'demo' | 'used';
  status: 'in_stock' | 'coming_soon';
  /** Whole dollars; 0 is price on application. */
  price: number;
  km: number;
  colour: string | null;
  dealership_id: number;
  dealership_slug: string;
  location_id: number;
  /** Tagged 'Test Drive Only' (src/lib/cars/test-drive.ts): its test drives are event 17. */
  test_drive_only: boolean;
  sold: boolean;
  reserved: boolean;
  /** The primary photo's URL (the not-found image when the car has none). */
  image: string | null;
  /** The build's spec §5 isReservable: the API adds its own holds since the build. */
  reservable: boolean;
  /** The deposit's provider from the car's first keyed processor, or null without one. */
  deposit_provider: 'stripe' | 'till' | 'st_george' | null;
  /** The deposit in integer cents (the processor's whole dollars × 100), or null. */
  deposit_cents: number | null;
  /** That processor's public key (Stripe publishable key, Till API key, St George client id). */
  deposit_key: string | null;
  /** The car's location's state or region: which deposit terms apply. */
  state: string;
}

type Check = [test: (value: unknown) => boolean, description: string];

const positiveId: Check = [
  (v) => Number.isSafeInteger(v) && (v as number) > 0,
  'a positive whole number',
];
const wholeNumber: Check = [(v) => Number.isSafeInteger(v), 'a whole number'];
const finiteNumber: Check = [(v) => typeof v === 'number' && Number.isFinite(v), 'a number'];
const anyText: Check = [(v) => typeof v === 'string', 'text'];
const someText: Check = [(v) => typeof v === 'string' && v.length > 0, 'text'];
const textOrNull: Check = [(v) => v === null || typeof v === 'string', 'text or null'];
const flag: Check = [(v) => typeof v === 'boolean', 'true or false'];
const oneOf = (...values: string[]): Check => [
  (v) => values.includes(v as string),
  values.map((v) => `"${v}"`).join(' or '),
];

/** Each field of a row, in order, with what its value must be. */
const COLUMN_CHECKS = {
  id: positiveId,
  slug: someText,
  name: someText,
  stocknum: anyText,
  vin: textOrNull,
  year: wholeNumber,
  make: anyText,
  model: anyText,
  badge: anyText,
  car_type: oneOf('new', 'demo', 'used'),
  status: oneOf('in_stock', 'coming_soon'),
  price: finiteNumber,
  km: finiteNumber,
  colour: textOrNull,
  dealership_id: positiveId,
  dealership_slug: someText,
  location_id: positiveId,
  test_drive_only: flag,
  sold: flag,
  reserved: flag,
  image: textOrNull,
  reservable: flag,
  deposit_provider: [
    (v) => v === null || v === 'stripe' || v === 'till' || v === 'st_george',
    '"stripe", "till", "st_george" or null',
  ],
  deposit_cents: [
    (v) => v === null || (Number.isSafeInteger(v) && (v as number) > 0),
    'a positive whole number or null',
  ],
  deposit_key: textOrNull,
  state: anyText,
} satisfies Record<keyof TenantCar, Check>;

export const CAR_COLUMNS = Object.keys(COLUMN_CHECKS) as (keyof TenantCar)[];

/** One car as a row; `country` gives the deposit's currency. */
export function carRow(car: Car, country: Country): unknown[] {
  const deposit = depositFor(car, country);
  const snapshot: TenantCar = {
    id: car.id,
    slug: car.slug,
    name: car.name,
    stocknum: car.stocknum,
    vin: car.vin,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    car_type: car.car_type,
    status: car.status,
    price: car.price,
    km: car.km,
    colour: car.colour,
    dealership_id: car.dealership_id,
    dealership_slug: car.dealership_slug,
    location_id: car.location.id,
    test_drive_only: isTestDriveOnly(car),
    sold: car.sold,
    reserved: car.reserved,
    image: car.primary_image_url || null,
    reservable: isReservable(car),
    deposit_provider: deposit?.provider ?? null,
    deposit_cents: deposit?.amountCents ?? null,
    deposit_key: deposit?.processor.authorization_key ?? null,
    state: car.state,
  };
  return CAR_COLUMNS.map((column) => snapshot[column]);
}

/** The first thing wrong with a row ("[5]: must be a whole number"), if anything is. */
export function carRowProblem(row: unknown): { path: number[]; message: string } | undefined {
  if (!Array.isArray(row) || row.length !== CAR_COLUMNS.length) {
    return { path: [], message: `must be a list of ${CAR_COLUMNS.length} values` };
  }
  for (let i = 0; i < CAR_COLUMNS.length; i++) {
    const [test, description] = COLUMN_CHECKS[CAR_COLUMNS[i]!];
    if (!test(row[i])) return { path: [i], message: `${CAR_COLUMNS[i]} must be ${description}` };
  }
  return undefined;
}

/** A checked row as a car. */
export function carFromRow(row: readonly unknown[]): TenantCar {
  const car: Record<string, unknown> = {};
  for (let i = 0; i < CAR_COLUMNS.length; i++) car[CAR_COLUMNS[i]!] = row[i];
  return car as unknown as TenantCar;
}
