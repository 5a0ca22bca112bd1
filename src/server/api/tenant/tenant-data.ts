import type { LeadDelivery } from '../../../lib/config/lead-delivery.ts';
import {
  CAR_COLUMNS,
  type CarRow,
  type TenantFormOptions,
  type TenantDealer,
  type TenantFile,
  type TenantLocation,
} from './tenant-format.ts';

/** A listed car as a lead names it (contract 5's lead snapshot). */
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
}

/** One dealer as the API sees it, from the site's tenant data file. */
export interface TenantData {
  /** The file it was read from. */
  file: string;
  built_at: string;
  dealer: TenantDealer;
  dealerships: TenantFile['dealerships'];
  /** message_required, phone_rules, trade_in_hidden_field: formRulesFrom(form_options, dealer.country). */
  form_options: TenantFormOptions;
  lead_delivery: LeadDelivery;
  locations: readonly TenantLocation[];
  cars: readonly TenantCar[];
  /** A listed car by id (a number, or its digits as a form sends them). */
  car(id: number | string): TenantCar | undefined;
  /** A location by id (number or digits) or slug. */
  location(idOrSlug: number | string): TenantLocation | undefined;
}

/** The file's content made into lookups; `file` names it. */
export function tenantData(parsed: TenantFile, file: string): TenantData {
  const cars = parsed.cars.map(carFromRow);
  const carsById = new Map(cars.map((car) => [car.id, car]));
  const locationsById = new Map(parsed.locations.map((l) => [l.id, l]));
  const locationsBySlug = new Map(parsed.locations.map((l) => [l.slug, l]));
  return {
    file,
    built_at: parsed.built_at,
    dealer: parsed.dealer,
    dealerships: parsed.dealerships,
    form_options: parsed.form_options,
    lead_delivery: parsed.lead_delivery,
    locations: parsed.locations,
    cars,
    car: (id) => {
      const key = numericId(id);
      return key === undefined ? undefined : carsById.get(key);
    },
    location: (idOrSlug) => {
      const key = numericId(idOrSlug);
      return (
        (key !== undefined ? locationsById.get(key) : undefined) ??
        locationsBySlug.get(String(idOrSlug))
      );
    },
  };
}

function numericId(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined;
}

type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** Fails to compile when CAR_COLUMNS and TenantCar stop naming the same fields. */
export type ColumnsNameEveryCarField = Holds<
  SameKeys<(typeof CAR_COLUMNS)[number], keyof TenantCar>
>;

/** A row's values under their column names (CAR_COLUMNS and TenantCar list the same fields). */
function carFromRow(row: CarRow): TenantCar {
  return Object.fromEntries(
    CAR_COLUMNS.map((column, i) => [column, row[i]]),
  ) as unknown as TenantCar;
}
