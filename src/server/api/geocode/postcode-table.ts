/**
 * The embedded postcode table: one position per postcode and country, as the generator
 * (scripts/postcodes/generate-table.ts) writes it to data/postcodes.json. Lookups are a map
 * read, so a postcode answers in microseconds once the table is loaded.
 */
import type { LatLng } from '../../../lib/locations/geo.ts';
import { COUNTRIES, type Country } from '../../../lib/market/index.ts';

export type { LatLng };

/** The committed file: where the data came from, then `[lat, lng]` by postcode per country. */
export interface PostcodeTableFile {
  source: string;
  attribution: string;
  /** The data's licence as its source states it (or that it states none). */
  licence: string;
  position: string;
  countries: Partial<Record<Country, Record<string, [number, number]>>>;
}

export interface PostcodeTable {
  /** The countries the table holds; others go to the hosted geocoder, if any. */
  countries: ReadonlySet<Country>;
  lookup(country: Country, postcode: string): LatLng | undefined;
}

export class PostcodeTableError extends Error {
  override name = 'PostcodeTableError';
}

/** The file's content made into lookups; throws PostcodeTableError on anything malformed. */
export function postcodeTable(content: unknown): PostcodeTable {
  const file = content as Partial<PostcodeTableFile> | null;
  if (typeof file !== 'object' || file === null || typeof file.countries !== 'object') {
    throw new PostcodeTableError('the postcode table has no countries');
  }
  const byCountry = new Map<Country, Map<string, LatLng>>();
  for (const [country, rows] of Object.entries(file.countries ?? {})) {
    if (!(COUNTRIES as readonly string[]).includes(country)) {
      throw new PostcodeTableError(`the postcode table names an unknown country "${country}"`);
    }
    byCountry.set(country as Country, positionsOf(country, rows));
  }
  return {
    countries: new Set(byCountry.keys()),
    lookup: (country, postcode) => byCountry.get(country)?.get(postcode),
  };
}

function positionsOf(country: string, rows: unknown): Map<string, LatLng> {
  if (typeof rows !== 'object' || rows === null) {
    throw new PostcodeTableError(`the postcode table's ${country} entry is not an object`);
  }
  const positions = new Map<string, LatLng>();
  for (const [postcode, position] of Object.entries(rows)) {
    const [lat, lng] = Array.isArray(position) ? (position as unknown[]) : [];
    if (!/^\d{4}$/.test(postcode) || !isLatitude(lat) || !isLongitude(lng)) {
      throw new PostcodeTableError(`${country} ${postcode}: not a postcode with [lat, lng]`);
    }
    positions.set(postcode, { lat, lng });
  }
  return positions;
}

function isLatitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 90;
}

function isLongitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 180;
}
