import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Site } from '../../../lib/site/site.ts';
import { TENANT_DATA_FILE, type TenantFile } from './tenant-format.ts';
import { tenantSnapshot } from './tenant-snapshot.ts';

export interface EmittedTenantData {
  file: string;
  cars: number;
  bytes: number;
}

/**
 * Writes the site's tenant data file for the API. Renamed into place, so an API reading the
 * site while it is rebuilt in place sees the old file or the new one, never half of one.
 */
export function emitTenantData(
  site: Pick<Site, 'dealer' | 'cars' | 'now' | 'vehicleKind'>,
  outDir: string,
): EmittedTenantData {
  const snapshot = tenantSnapshot(site);
  const text = tenantFileText(snapshot);
  const file = path.join(outDir, TENANT_DATA_FILE);
  const partial = `${file}.${process.pid}.partial`;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(partial, text);
  renameSync(partial, file);
  return { file, cars: snapshot.cars.length, bytes: Buffer.byteLength(text) };
}

/** JSON with one car to a line: a few hundred KB for thousands of cars, yet readable and diffable. */
function tenantFileText(snapshot: TenantFile): string {
  const { cars, ...rest } = snapshot;
  const head = JSON.stringify(rest, null, 1).slice(0, -2);
  const rows = cars.map((row) => JSON.stringify(row)).join(',\n  ');
  return `${head},\n "cars": [\n  ${rows}\n ]\n}\n`;
}
