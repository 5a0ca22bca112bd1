/**
 * Turns a dataset's locality rows into the table's one position per postcode. A postcode
 * covers several localities; its position is the median of theirs, latitude and longitude
 * each (not the first, which is simply the alphabetically first locality, nor the mean,
 * which a single mis-geocoded locality drags across the country: see the generator's notes).
 */
import type { LatLng } from './postcode-table.ts';

export interface LocalityRow extends LatLng {
  postcode: string;
}

/** The box a country's positions must lie in: anything outside is a geocoding mistake. */
export interface Bounds {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** 4 decimal places is about 11 m: far finer than a postcode, and a compact file. */
const DECIMALS = 4;

export function positionsByPostcode(
  rows: readonly LocalityRow[],
  bounds: Bounds,
): Record<string, [number, number]> {
  const byPostcode = new Map<string, LatLng[]>();
  for (const row of rows) {
    if (!/^\d{4}$/.test(row.postcode) || !within(row, bounds)) continue;
    const positions = byPostcode.get(row.postcode) ?? [];
    positions.push(row);
    byPostcode.set(row.postcode, positions);
  }
  const table: Record<string, [number, number]> = {};
  for (const postcode of [...byPostcode.keys()].sort()) {
    const positions = byPostcode.get(postcode)!;
    table[postcode] = [
      round(median(positions.map((p) => p.lat))),
      round(median(positions.map((p) => p.lng))),
    ];
  }
  return table;
}

function within({ lat, lng }: LatLng, bounds: Bounds): boolean {
  return lat >= bounds.south && lat <= bounds.north && lng >= bounds.west && lng <= bounds.east;
}

/** The middle value; for an even count, the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function round(value: number): number {
  const factor = 10 ** DECIMALS;
  return Math.round(value * factor) / factor;
}
