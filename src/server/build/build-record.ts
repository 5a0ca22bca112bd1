import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ListedCar, RemovedCar } from '../../lib/cars/removed-cars.ts';
import type { CarType, VehicleKind } from '../../lib/stock/car.ts';

/** Written into each built site; the server never serves dot-files, so it stays private. */
export const BUILD_RECORD_FILE = '.forecourt-build.json';

export interface BuildRecord {
  slug: string;
  /** The dealer's public site URL the pages were built for. */
  siteUrl: string;
  fingerprint: string;
  /** When the build finished (ISO). */
  builtAt: string;
  /**
   * The build's clock (build-clock.ts, ISO): every dated rule on the pages reads as of it, and
   * tests derive their expectations from the dealer's data as of it. Absent in older records.
   */
  asOf?: string;
  pages: number;
  bytes: number;
  seconds: number;
  /**
   * Cars the site was built with: the broken-feed guard compares the next feed with it.
   * Absent in records written before the guard, which then never block a build.
   */
  cars?: number;
  /**
   * The cars the site published, as much of each as a removed-car page needs: the next build
   * finds the cars that left the feed with it. Absent in records written before removed-car
   * pages, whose next build then keeps no page for a car that left.
   */
  listed?: ListedCar[];
  /** The cars that left the feed and still have a page (REMOVED_CAR_DAYS). */
  removed?: RemovedCar[];
  /**
   * The first moment a dated rule changes one of the pages (ISO), null when none will: from
   * then on an unchanged dealer is rebuilt. Records written before it was kept have another
   * fingerprint version (fingerprint.ts), so their dealers are rebuilt once anyway.
   */
  nextBoundary?: string | null;
}

export async function readBuildRecord(siteDir: string): Promise<BuildRecord | null> {
  try {
    return parseBuildRecord(await readFile(path.join(siteDir, BUILD_RECORD_FILE), 'utf8'));
  } catch {
    return null;
  }
}

/** A record file's text as a record, or null when it is not one (not JSON, a field wrong). */
export function parseBuildRecord(text: string): BuildRecord | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isBuildRecord(parsed) ? withWellFormedCars(parsed) : null;
  } catch {
    return null;
  }
}

export async function writeBuildRecord(siteDir: string, record: BuildRecord): Promise<void> {
  await writeFile(path.join(siteDir, BUILD_RECORD_FILE), recordText(record));
}

/**
 * The record as JSON, one car to a line: readable and diffable, and about half the size of
 * indenting every field (a 5,000-car dealer's record is ~1 MB that way).
 */
function recordText(record: BuildRecord): string {
  const { listed, removed, ...summary } = record;
  const lines = Object.entries(summary).map(([key, value]) => `  ${entry(key, value)}`);
  for (const [key, cars] of [
    ['listed', listed],
    ['removed', removed],
  ] as const) {
    if (!cars) continue;
    const items = cars.map((car) => `    ${JSON.stringify(car)}`).join(',\n');
    lines.push(cars.length ? `  ${JSON.stringify(key)}: [\n${items}\n  ]` : `  ${entry(key, [])}`);
  }
  return `{\n${lines.join(',\n')}\n}\n`;
}

const entry = (key: string, value: unknown) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`;

function isBuildRecord(value: unknown): value is BuildRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['slug'] === 'string' &&
    typeof record['siteUrl'] === 'string' &&
    typeof record['fingerprint'] === 'string' &&
    typeof record['builtAt'] === 'string' &&
    typeof record['pages'] === 'number' &&
    typeof record['bytes'] === 'number' &&
    typeof record['seconds'] === 'number' &&
    (record['cars'] === undefined || typeof record['cars'] === 'number') &&
    (record['asOf'] === undefined || isIsoMoment(record['asOf'])) &&
    (record['nextBoundary'] === undefined ||
      record['nextBoundary'] === null ||
      isIsoMoment(record['nextBoundary']))
  );
}

const isIsoMoment = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * The record with only well-formed car entries: a hand-edited or damaged list costs the pages
 * of the entries it spoils, never the record (the broken-feed guard still reads its count).
 */
function withWellFormedCars(record: BuildRecord): BuildRecord {
  const { listed, removed, ...summary } = record as Record<string, unknown> & BuildRecord;
  const result: BuildRecord = summary;
  const lists: { listed: unknown; removed: unknown } = { listed, removed };
  if (Array.isArray(lists.listed)) result.listed = lists.listed.filter(isListedCar);
  if (Array.isArray(lists.removed)) result.removed = lists.removed.filter(isRemovedCar);
  return result;
}

const CAR_TYPES: readonly unknown[] = ['new', 'demo', 'used'] satisfies CarType[];
const VEHICLE_KINDS: readonly unknown[] = ['car', 'motorcycle'] satisfies VehicleKind[];

function isListedCar(value: unknown): value is ListedCar {
  if (typeof value !== 'object' || value === null) return false;
  const car = value as Record<string, unknown>;
  return (
    typeof car['slug'] === 'string' &&
    car['slug'] !== '' &&
    ['title', 'make', 'model'].every((key) => typeof car[key] === 'string') &&
    (car['simple_body'] === null || typeof car['simple_body'] === 'string') &&
    CAR_TYPES.includes(car['car_type']) &&
    VEHICLE_KINDS.includes(car['vehicle_kind'])
  );
}

function isRemovedCar(value: unknown): value is RemovedCar {
  return isListedCar(value) && typeof (value as { removed_at?: unknown }).removed_at === 'string';
}
