/**
 * Emit step: the printable cars (lib/cars/printable-car.ts) in a few data files under
 * `/print/cars/`, which the static /print page reads in the browser and the PDF route reads
 * on the server, so the page and its PDF never disagree. A file holds about 32 cars, found by
 * a hash of the slug: the build writes a few files instead of a page (or a file) per car.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  printableCar,
  printDataFileCount,
  printDataFileIndex,
  printDataPath,
  type PrintDataFile,
} from '../../lib/cars/printable-car.ts';
import type { Site } from '../../lib/site/site.ts';

export interface EmittedPrintableCars {
  files: number;
  cars: number;
  bytes: number;
}

export function emitPrintableCars(
  site: Pick<Site, 'dealer' | 'cars' | 'now' | 'vehicleKind'>,
  outDir: string,
): EmittedPrintableCars {
  const context = { dealer: site.dealer, now: site.now, vehicleKind: site.vehicleKind };
  const count = printDataFileCount(site.cars.length);
  const files: PrintDataFile[] = Array.from({ length: count }, () => ({ cars: {} }));
  for (const car of site.cars) {
    files[printDataFileIndex(car.slug, count)]!.cars[car.slug] = printableCar(car, context);
  }
  mkdirSync(path.dirname(printDataFile(outDir, 0)), { recursive: true });
  let bytes = 0;
  files.forEach((file, index) => {
    const json = JSON.stringify(file);
    writeFileSync(printDataFile(outDir, index), json);
    bytes += Buffer.byteLength(json);
  });
  return { files: count, cars: site.cars.length, bytes };
}

/** Where a printable-car file lies in a built site: the file its site path is served from. */
export function printDataFile(siteDir: string, index: number): string {
  return path.join(siteDir, ...printDataPath(index).split('/').filter(Boolean));
}
