/**
 * Cars the platform API holds for shoppers who paid a deposit since the dealer's feed last
 * said so: `<dataDir>/holds/<slug>.json`, written by the payment API (src/server/api/payments/
 * rebuild.ts). The prepare step marks each listed car reserved, so the next build shows it
 * RESERVED and stops offering Reserve on it even before the dealer's feed catches up.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const HOLDS_DIR = 'holds';
export const REBUILD_REQUESTS_FILE = 'rebuild-requests.jsonl';

export interface HoldsFile {
  dealer: string;
  cars: { car_id: number; reference: string; paid_at: string }[];
}

/** FORECOURT_DATA_DIR, as the API resolves it (default `.data`). */
export function dataDirFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return path.resolve(env['FORECOURT_DATA_DIR'] ?? '.data');
}

export function holdsFile(dataDir: string, slug: string): string {
  return path.join(dataDir, HOLDS_DIR, `${slug}.json`);
}

/** The held car ids of a dealer; none when there is no file. A damaged file is an error. */
export function heldCarIds(dataDir: string, slug: string): Set<number> {
  const file = holdsFile(dataDir, slug);
  if (!existsSync(file)) return new Set();
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<HoldsFile>;
  if (!Array.isArray(parsed.cars)) throw new Error(`${file}: "cars" must be a list`);
  return new Set(parsed.cars.map((car) => Number(car.car_id)).filter((id) => Number.isSafeInteger(id)));
}

/** The cars with each held one marked reserved (the others unchanged, the same objects). */
export function applyHolds<T extends { id: number; reserved: boolean }>(cars: readonly T[], held: ReadonlySet<number>): T[] {
  if (!held.size) return [...cars];
  return cars.map((car) => (held.has(car.id) && !car.reserved ? { ...car, reserved: true } : car));
}

/** What the holds file adds to a dealer's unchanged-check fingerprint: its content, or nothing. */
export function holdsFingerprint(dataDir: string, slug: string): string {
  const file = holdsFile(dataDir, slug);
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}
