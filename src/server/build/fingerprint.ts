import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEALER_FILE, isDealerDirName } from './dealers.ts';
import { hashTreeInto } from './hash-tree.ts';

/** Bump when the build's output changes in a way the hashed inputs cannot show. */
const FINGERPRINT_VERSION = '1';

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
 * any dealer may draw on; dot-entries are tooling litter. Other dealers' directories are left out so one dealer's edit
 * does not rebuild the rest.
 */
export async function dealerFingerprint(dealersDir: string, slug: string): Promise<string> {
  const hash = createHash('sha256');
  const dealerDir = path.join(dealersDir, slug);
  await hashTreeInto(hash, dealerDir, 'dealer');
  const stockFile = await externalStockFile(dealerDir);
  if (stockFile) await hashTreeInto(hash, stockFile, 'stock');
  for (const shared of await sharedEntries(dealersDir)) {
    await hashTreeInto(hash, path.join(dealersDir, shared), `shared/${shared}`);
  }
  return hash.digest('hex');
}

export function combineFingerprints(project: string, dealer: string): string {
  return createHash('sha256').update(`${project}\0${dealer}`).digest('hex');
}

/** The stock file named in dealer.json when it lives outside the dealer's directory. */
async function externalStockFile(dealerDir: string): Promise<string | null> {
  let config: unknown;
  try {
    config = JSON.parse(await readFile(path.join(dealerDir, DEALER_FILE), 'utf8'));
  } catch {
    return null; // an unreadable dealer.json is hashed as-is and fails the build itself
  }
  const file = (config as { stock?: { file?: unknown } } | null)?.stock?.file;
  if (typeof file !== 'string' || /^[a-z][a-z0-9+.-]*:/i.test(file)) return null;
  const resolved = path.resolve(dealerDir, file);
  const inside = !path.relative(dealerDir, resolved).startsWith('..');
  return inside ? null : resolved;
}

async function sharedEntries(dealersDir: string): Promise<string[]> {
  const entries = await readdir(dealersDir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => !entry.name.startsWith('.'))
    .filter((entry) => (entry.isDirectory() ? !isDealerDirName(entry.name) : entry.isFile()))
    .map((entry) => entry.name)
    .sort();
}
