/**
 * Finds a car's printable record in a built site: the data file the emit step wrote
 * (emit-printable-cars.ts), chosen from the slug and the number of cars the site was built with.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  printDataFileCount,
  printDataFileIndex,
  type PrintableCar,
} from '../../lib/cars/printable-car.ts';
import type { VehicleKind } from '../../lib/stock/car.ts';
import type { BuildRecord } from '../build/build-record.ts';
import { printDataFile } from './emit-printable-cars.ts';

/** The car's record, or null when the site has no such car (or no printable cars at all). */
export async function readPrintableCar(
  siteDir: string,
  record: Pick<BuildRecord, 'cars'>,
  carSlug: string,
): Promise<PrintableCar | null> {
  const count =
    record.cars !== undefined ? printDataFileCount(record.cars) : await fileCount(siteDir);
  if (count === 0) return null;
  const file = printDataFile(siteDir, printDataFileIndex(carSlug, count));
  const data: unknown = JSON.parse(await readFile(file, 'utf8').catch(() => '{}'));
  const cars = isObject(data) && isObject(data['cars']) ? data['cars'] : {};
  const car = Object.hasOwn(cars, carSlug) ? cars[carSlug] : undefined;
  if (!isPrintableCar(car)) return null;
  // A file written before the record carried the dealer's vehicle kind speaks of cars.
  const { vehicleKind } = car.dealer as { vehicleKind?: unknown };
  return VEHICLE_KINDS.includes(vehicleKind)
    ? car
    : { ...car, dealer: { ...car.dealer, vehicleKind: 'car' } };
}

const VEHICLE_KINDS: readonly unknown[] = ['car', 'motorcycle'] satisfies VehicleKind[];

/** Sites whose build record predates the car count: the data files there tell. */
async function fileCount(siteDir: string): Promise<number> {
  const folder = path.dirname(printDataFile(siteDir, 0));
  const names = await readdir(folder).catch(() => []);
  return names.filter((name) => /^\d+\.json$/.test(name)).length;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Enough of the shape to draw from; the emit step wrote it, so this only guards a stray file. */
function isPrintableCar(value: unknown): value is PrintableCar {
  return (
    isObject(value) &&
    typeof value['slug'] === 'string' &&
    typeof value['title'] === 'string' &&
    typeof value['url'] === 'string' &&
    isObject(value['price']) &&
    Array.isArray(value['specs']) &&
    Array.isArray(value['photos']) &&
    Array.isArray(value['tags']) &&
    isObject(value['dealer']) &&
    isObject(value['location'])
  );
}
