import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generatedStockFeed } from '../../prepare/prepare-dealer.ts';
import { buildNow } from '../../build-clock.ts';
import { DEALER_FILE, listDealerSlugs } from '../dealers.ts';

interface GeneratedStockConfig {
  slug?: unknown;
  stock?: { generate?: { count?: unknown }; file?: string };
}

/** The sample dealer the bench copies: the one named, else the first with generated stock. */
export async function pickSampleDealer(dealersDir: string, named?: string): Promise<string> {
  const candidates = named ? [named] : await listDealerSlugs(dealersDir);
  for (const slug of candidates) {
    if (await hasGeneratedStock(path.join(dealersDir, slug))) return slug;
  }
  throw new Error(
    named
      ? `Dealer "${named}" has no stock.generate in its dealer.json; the bench needs generated stock.`
      : `No dealer in ${dealersDir} has stock.generate; the bench needs one to copy.`,
  );
}

/**
 * Copies the sample dealer once per size into `benchDealersDir/bench-<cars>/`, with the slug
 * renamed to match its directory and `stock.generate.count` set to the size, each fed from a
 * stock file (`stock.json`, the feed its generator makes) so the bench can change part of the
 * stock between builds, as a dealer's nightly feed does.
 */
export async function makeBenchDealers(
  sampleDir: string,
  benchDealersDir: string,
  sizes: readonly number[],
  now: Date = buildNow(),
): Promise<string[]> {
  const slugs: string[] = [];
  for (const cars of sizes) {
    const slug = await makeBenchDealer(sampleDir, benchDealersDir, `bench-${cars}`, cars);
    await feedFromStockFile(benchDealersDir, slug, now);
    slugs.push(slug);
  }
  return slugs;
}

/** One copy of the sample dealer under a new slug with `cars` generated cars. */
export async function makeBenchDealer(
  sampleDir: string,
  benchDealersDir: string,
  slug: string,
  cars: number,
): Promise<string> {
  const dir = path.join(benchDealersDir, slug);
  await cp(sampleDir, dir, { recursive: true });
  const file = path.join(dir, DEALER_FILE);
  const config = JSON.parse(await readFile(file, 'utf8')) as GeneratedStockConfig;
  config.slug = slug;
  const generate = config.stock?.generate;
  if (!generate) throw new Error(`${file} has no stock.generate`);
  generate.count = cars;
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
  return slug;
}

/** Writes the feed a bench dealer's generator makes to `stock.json` and reads its stock from there. */
export async function feedFromStockFile(
  benchDealersDir: string,
  slug: string,
  now: Date,
): Promise<void> {
  const dir = path.join(benchDealersDir, slug);
  const file = path.join(dir, DEALER_FILE);
  const feed = generatedStockFeed(slug, { dealersDir: benchDealersDir, now });
  await writeFile(path.join(dir, BENCH_STOCK_FILE), JSON.stringify(feed));
  const config = JSON.parse(await readFile(file, 'utf8')) as GeneratedStockConfig;
  config.stock = { file: BENCH_STOCK_FILE };
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
}

export const BENCH_STOCK_FILE = 'stock.json';

interface FeedVehicle {
  price?: unknown;
}

/**
 * Lowers the price of every twentieth vehicle in a bench dealer's stock file by $500 (5 % of
 * the stock, spread through it as a nightly feed's changes are). Returns how many changed.
 */
export async function changeFivePercent(benchDealersDir: string, slug: string): Promise<number> {
  const file = path.join(benchDealersDir, slug, BENCH_STOCK_FILE);
  const feed = JSON.parse(await readFile(file, 'utf8')) as { vehicles: FeedVehicle[] };
  let changed = 0;
  feed.vehicles.forEach((vehicle, index) => {
    if (index % 20 !== 0 || typeof vehicle.price !== 'number' || vehicle.price <= 1000) return;
    vehicle.price -= 500;
    changed++;
  });
  await writeFile(file, JSON.stringify(feed));
  return changed;
}

async function hasGeneratedStock(dealerDir: string): Promise<boolean> {
  try {
    const config = JSON.parse(
      await readFile(path.join(dealerDir, DEALER_FILE), 'utf8'),
    ) as GeneratedStockConfig;
    return typeof config.stock?.generate === 'object' && config.stock.generate !== null;
  } catch {
    return false;
  }
}
