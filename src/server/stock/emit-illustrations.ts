/**
 * Writes the generated illustrations that cars reference, once each, under `outDir`
 * (`/media/stock/suv-red-side.svg` → `{outDir}/media/stock/suv-red-side.svg`). Dealer photos,
 * the not-found image and anything else that is not a generated illustration are skipped.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { illustrationSvg } from '../../demo/illustrations/illustration-svg.ts';
import { parseIllustrationUrl } from '../../demo/illustrations/illustration-urls.ts';
import type { Car } from '../../lib/stock/car.ts';

export interface EmitResult {
  /** Site paths written, sorted. */
  written: string[];
}

export function emitIllustrations(cars: readonly Car[], outDir: string): EmitResult {
  const urls = new Set<string>();
  for (const car of cars) {
    urls.add(car.primary_image_url);
    for (const { image } of car.images) {
      urls.add(image.url);
      urls.add(image.thumb.url);
    }
  }
  const written: string[] = [];
  const folders = new Set<string>();
  for (const url of [...urls].sort()) {
    const ref = parseIllustrationUrl(url);
    if (!ref) continue;
    const file = join(outDir, ...url.split('/').filter(Boolean));
    const folder = dirname(file);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFileSync(file, illustrationSvg(ref.body, ref.colour, ref.view));
    written.push(url);
  }
  return { written };
}
