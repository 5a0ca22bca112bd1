import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildNow } from '../build-clock.ts';
import { dataDirFromEnv, holdsFingerprint } from '../prepare/holds.ts';
import { DEALER_FILE, isDealerDirName } from './dealers.ts';
import { hashTreeInto } from './hash-tree.ts';

/**
 * Bump when the build's output changes in a way the hashed inputs cannot show. 2: build
 * records keep the next dated boundary (build-record.ts), so older sites rebuild once to get it.
 */
const FINGERPRINT_VERSION = '2';

/** Project inputs every dealer's site depends on (relative to the project root). */
export const PROJECT_INPUTS = [
  'src',
  'public',
  'astro.config.mjs',
  'package-lock.json',
  'tsconfig.json',
] as const;

/** Digest of the code and tooling shared by all dealers; computed once per build run. */
export async function projectFingerprint(projectRoot: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`forecourt-build:${FINGERPRINT_VERSION}\0node:${process.version}\0`);
  for (const input of PROJECT_INPUTS) {
    await hashTreeInto(hash, path.join(projectRoot, input), input);
  }
  return hash.digest('hex');
}

/**
 * Digest of one dealer's inputs: its directory (config, media, stock file), a stock file kept
 * outside it, and the dealers root's shared material (top-level files and `_` folders), which
 * any dealer may draw on; dot-entries are tooling litter. Other dealers' directories are left
 * out so one dealer's edit does not rebuild the rest. Generated sample stock ages with the
 * UTC calendar day (src/server/prepare/prepare-dealer.ts), so for it the day is an input too.
 */
export async function dealerFingerprint(
  dealersDir: string,
  slug: string,
  now: Date = buildNow(),
): Promise<string> {
  const hash = createHash('sha256');
  const dealerDir = path.join(dealersDir, slug);
  await hashTreeInto(hash, dealerDir, 'dealer');
  const stock = await stockSource(dealerDir);
  if (stock.externalFile) await hashTreeInto(hash, stock.externalFile, 'stock');
  if (stock.generated) hash.update(`generated-stock-day:${now.toISOString().slice(0, 10)}\0`);
  // The payment API's holds (paid deposits) mark cars reserved: a new hold rebuilds the dealer.
  hash.update(`holds:${holdsFingerprint(dataDirFromEnv(), slug)}\0`);
  for (const shared of await sharedEntries(dealersDir)) {
    await hashTreeInto(hash, path.join(dealersDir, shared), `shared/${shared}`);
  }
  return hash.digest('hex');
}

export function combineFingerprints(project: string, dealer: string): string {
  return createHash('sha256').update(`${project}\0${dealer}`).digest('hex');
}

interface StockSource {
  /** The stock file named in dealer.json when it lives outside the dealer's directory. */
  externalFile: string | null;
  generated: boolean;
}

async function stockSource(dealerDir: string): Promise<StockSource> {
  let config: unknown;
  try {
    config = JSON.parse(await readFile(path.join(dealerDir, DEALER_FILE), 'utf8'));
  } catch {
    // An unreadable dealer.json is hashed as it is and fails the build by itself.
    return { externalFile: null, generated: false };
  }
  const stock = (config as { stock?: { file?: unknown; generate?: unknown } } | null)?.stock;
  const generated = typeof stock?.generate === 'object' && stock.generate !== null;
  const file = stock?.file;
  if (typeof file !== 'string' || /^[a-z][a-z0-9+.-]*:/i.test(file)) {
    return { externalFile: null, generated };
  }
  const resolved = path.resolve(dealerDir, file);
  const inside = !path.relative(dealerDir, resolved).startsWith('..');
  return { externalFile: inside ? null : resolved, generated };
}

async function sharedEntries(dealersDir: string): Promise<string[]> {
  const entries = await readdir(dealersDir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => !entry.name.startsWith('.'))
    .filter((entry) => (entry.isDirectory() ? !isDealerDirName(entry.name) : entry.isFile()))
    .map((entry) => entry.name)
    .sort();
}
