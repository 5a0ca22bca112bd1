/**
 * The store keeps a lead's car snapshot as plain JSON. These read it back as the shapes
 * delivery takes, keeping only values of the right type, so a snapshot written by an older
 * build (or hand-edited) cannot put an object where ADF expects text.
 */
import type { CarSnapshot, TradeInVehicle } from './delivery-lead.ts';

type Json = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const finite = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const yearOf = (value: unknown) => finite(value) ?? text(value);

function carType(value: unknown): CarSnapshot['car_type'] {
  return value === 'new' || value === 'demo' || value === 'used' ? value : undefined;
}

/** A car snapshot from stored JSON; null when there is none or it has no id. */
export function carSnapshotFrom(value: unknown): CarSnapshot | null {
  if (!isObject(value)) return null;
  const id = text(value['id']) ?? finite(value['id']);
  if (id === undefined) return null;
  return {
    id,
    slug: text(value['slug']),
    name: text(value['name']),
    stocknum: text(value['stocknum']),
    vin: text(value['vin']),
    year: yearOf(value['year']),
    make: text(value['make']),
    model: text(value['model']),
    badge: text(value['badge']),
    car_type: carType(value['car_type']),
    price: finite(value['price']),
    km: finite(value['km']),
  };
}

/** A trade-in vehicle (year, make, model, km) from stored JSON; null when there is none. */
export function tradeInVehicleFrom(value: unknown): TradeInVehicle | null {
  if (!isObject(value)) return null;
  const vehicle: TradeInVehicle = {
    year: yearOf(value['year']),
    make: text(value['make']),
    model: text(value['model']),
    km: finite(value['km']),
  };
  return Object.values(vehicle).some((part) => part !== undefined) ? vehicle : null;
}
