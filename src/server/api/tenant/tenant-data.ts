import type { LeadDelivery } from '../../../lib/config/lead-delivery.ts';
import { carFromRow, type TenantCar } from './car-rows.ts';
import type {
  TenantDealer,
  TenantFile,
  TenantFormOptions,
  TenantLocation,
} from './tenant-format.ts';

export type { TenantCar };

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
  /** Whether sign-in and the watchlist are on for this dealer. */
  watchlist_enabled: boolean;
  /** The watchlist page's path on the dealer's site, while the watchlist is on. */
  watchlist_path: string | null;
  /** Deposit currency, checkout path style, provider secret variable names, terms inputs. */
  reserve: TenantFile['reserve'];
  locations: readonly TenantLocation[];
  cars: readonly TenantCar[];
  /** A listed car by id (a number, or its digits as a form sends them). */
  car(id: number | string): TenantCar | undefined;
  /** A location by id (number or digits) or slug. */
  location(idOrSlug: number | string): TenantLocation | undefined;
}

/** The file's content made into lookups; `file` names it. */
export function tenantData(parsed: TenantFile, file: string): TenantData {
  // The file was checked: every row is a car's values in CAR_COLUMNS order.
  const cars = parsed.cars.map((row) => carFromRow(row as unknown[]));
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
    watchlist_enabled: parsed.watchlist_enabled,
    watchlist_path: parsed.watchlist_path,
    reserve: parsed.reserve,
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
