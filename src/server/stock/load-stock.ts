/**
 * Loads a dealer's stock: either a forecourt-stock/1 feed file, or a generated sample feed.
 * Both go through the same adapter. Data problems in vehicles are reported, not thrown; a
 * feed file that cannot be read or is not JSON at all throws, naming the file. Synchronous,
 * because it runs once per dealer at build time and its callers are synchronous.
 */
import { readFileSync } from 'node:fs';
import { generateFeed, type GenerateOptions } from '../../demo/stock/generate-feed.ts';
import {
  normaliseFeed,
  type NormaliseContext,
  type NormalisedStock,
} from '../../lib/stock/normalise.ts';

export type StockSource =
  | { file: string }
  /** Locations default to the context's, so a dealer's stock lands on its own locations. */
  | { generate: Omit<GenerateOptions, 'locations'> & { locations?: GenerateOptions['locations'] } };

export function loadStock(source: StockSource, ctx: NormaliseContext): NormalisedStock {
  if ('file' in source) return normaliseFeed(readFeedFile(source.file), ctx);
  return normaliseFeed(generatedFeed(source.generate, ctx), ctx);
}

/** The sample feed a `generate` source makes, on the context's locations unless it names its own. */
export function generatedFeed(
  generate: Extract<StockSource, { generate: unknown }>['generate'],
  ctx: Pick<NormaliseContext, 'locations'>,
): ReturnType<typeof generateFeed> {
  return generateFeed({ ...generate, locations: generate.locations ?? ctx.locations });
}

function readFeedFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read stock feed ${path}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`Stock feed ${path} is not valid JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
