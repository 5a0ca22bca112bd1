import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export const DEALER_FILE = 'dealer.json';

/** A slug doubles as a host label (`<slug>.localhost`), so it must be one. */
const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}

/** Directories starting with `_` or `.` hold shared material, not dealers. */
export function isDealerDirName(name: string): boolean {
  return !name.startsWith('_') && !name.startsWith('.');
}

/** Every dealer slug under the dealers root: a directory holding dealer.json, sorted. */
export async function listDealerSlugs(dealersDir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dealersDir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const slugs: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !isDealerDirName(entry.name)) continue;
    const hasDealerFile = await stat(path.join(dealersDir, entry.name, DEALER_FILE)).then(
      (s) => s.isFile(),
      () => false,
    );
    if (hasDealerFile) slugs.push(entry.name);
  }
  return slugs.sort();
}
