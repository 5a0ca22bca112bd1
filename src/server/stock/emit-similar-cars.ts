/**
 * Emit step: the similar cars of every car (lib/cars/similar-on-site.ts) in the site's
 * similar-car files (lib/cars/similar-cars-data.ts), which each car page's script reads when
 * the shopper scrolls near its similar cars.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { similarCarsFiles, similarDataFilePath } from '../../lib/cars/similar-cars-data.ts';
import { similarCarsOnSite } from '../../lib/cars/similar-on-site.ts';
import type { Site } from '../../lib/site/site.ts';

export function emitSimilarCars(site: Site, outDir: string): void {
  const files = similarCarsFiles(site.cars, (car) => similarCarsOnSite(site, car));
  mkdirSync(path.dirname(siteFile(outDir, 0)), { recursive: true });
  files.forEach((file, index) => writeFileSync(siteFile(outDir, index), JSON.stringify(file)));
}

/** Where a similar-car file lies in a built site. */
export function siteFile(siteDir: string, index: number): string {
  return path.join(siteDir, ...similarDataFilePath(index).split('/').filter(Boolean));
}
