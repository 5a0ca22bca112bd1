import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEALER_FILE, listDealerSlugs } from '../dealers.ts';

interface GeneratedStockConfig {
  slug?: unknown;
  stock?: { generate?: { count?: unknown } };
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
 * renamed to match its directory and `stock.generate.count` set to the size.
 */
export async function makeBenchDealers(
  sampleDir: string,
  benchDealersDir: string,
  sizes: readonly number[],
): Promise<string[]> {
  const slugs: string[] = [];
  for (const cars of sizes) {
    slugs.push(await makeBenchDealer(sampleDir, benchDealersDir, `bench-${cars}`, cars));
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
