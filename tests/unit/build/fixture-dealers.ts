import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  makeBenchDealer,
  pickSampleDealer,
} from '../../../src/server/build/bench/bench-dealers.ts';
import { resolveDealersDir } from '../../../src/server/build/paths.ts';

/** A stand-in Astro project whose pages read fixture.json, so tests need not know the real pages. */
export const FIXTURE_PROJECT = fileURLToPath(new URL('./fixtures/astro-site/', import.meta.url));

export interface FixtureSettings {
  /** Car pages the stand-in site builds. */
  cars: number;
  explode?: boolean;
  crash?: boolean;
}

/**
 * A real sample dealer copied under `slug` (so the build's loadSite accepts it) with three
 * generated cars and its own site URL, plus the fixture.json the stand-in pages read.
 */
export async function writeFixtureDealer(
  dealersDir: string,
  slug: string,
  settings: FixtureSettings,
): Promise<string> {
  const dir = path.join(dealersDir, slug);
  const sourceDealers = resolveDealersDir({});
  await mkdir(dealersDir, { recursive: true });
  const sample = await pickSampleDealer(sourceDealers);
  if (!(await readFile(path.join(dir, 'dealer.json'), 'utf8').catch(() => null))) {
    await makeBenchDealer(path.join(sourceDealers, sample), dealersDir, slug, 3);
    const file = path.join(dir, 'dealer.json');
    const config = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    await writeFile(file, JSON.stringify({ ...config, url: siteUrlOf(slug) }, null, 2));
  }
  await writeFile(path.join(dir, 'fixture.json'), JSON.stringify(settings));
  return dir;
}

export function siteUrlOf(slug: string): string {
  return `https://www.${slug}.com.au`;
}
