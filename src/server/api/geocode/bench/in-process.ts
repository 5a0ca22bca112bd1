/**
 * The embedded table in this process: the first load (read and parse the file) and then each
 * lookup, on its own and through the geocoder the route calls (no Google key).
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { EMBEDDED_TABLE_FILE, embeddedTable } from '../embedded-table.ts';
import { createGeocoder } from '../geocoder.ts';
import type { PostcodeTableFile } from '../postcode-table.ts';
import { postcodeMix, timingFigures, type TimingFigures } from './figures.ts';

export interface InProcessOutcome {
  loadMs: number;
  postcodes: number;
  lookup: TimingFigures;
  geocoder: TimingFigures;
}

export async function benchInProcess(lookups: number): Promise<InProcessOutcome> {
  const started = performance.now();
  const table = await embeddedTable();
  const loadMs = performance.now() - started;
  const file = JSON.parse(await readFile(EMBEDDED_TABLE_FILE, 'utf8')) as PostcodeTableFile;
  const known = Object.keys(file.countries.AU ?? {});
  const mix = postcodeMix(known, lookups);

  const lookupMs: number[] = [];
  for (const postcode of mix) {
    const before = performance.now();
    table.lookup('AU', postcode);
    lookupMs.push(performance.now() - before);
  }
  const geocode = createGeocoder({ table: embeddedTable });
  const geocoderMs: number[] = [];
  for (const postcode of mix) {
    const before = performance.now();
    await geocode(postcode, 'AU');
    geocoderMs.push(performance.now() - before);
  }
  return {
    loadMs,
    postcodes: known.length,
    lookup: timingFigures(lookupMs),
    geocoder: timingFigures(geocoderMs),
  };
}
