import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { describeIssue } from '../../../lib/config/errors.ts';
import { TENANT_DATA_FILE, tenantFile } from './tenant-format.ts';
import { tenantData, type TenantData } from './tenant-data.ts';

/** A site whose tenant data file is missing or unusable. The message names the file. */
export class TenantDataError extends Error {
  readonly file: string;
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'TenantDataError';
    this.file = file;
  }
}

interface Cached {
  /** Identifies one version of the file: a rebuild writes a new one (and swaps the site in). */
  stamp: string;
  data: Promise<TenantData>;
}

const cache = new Map<string, Cached>();

/**
 * The tenant data of the site built at `siteRoot` (dist/<slug>), read and validated once per
 * version of its file: each call checks the file's identity and modification time, so a
 * rebuild is picked up on the next request without a restart. Throws TenantDataError when
 * the file is missing or malformed.
 */
export async function loadTenantData(siteRoot: string): Promise<TenantData> {
  const file = path.resolve(siteRoot, TENANT_DATA_FILE);
  const stamp = await fileStamp(file);
  const cached = cache.get(file);
  if (cached?.stamp === stamp) return cached.data;
  const data = readTenantFile(file);
  cache.set(file, { stamp, data });
  // A failed read is not kept: the next call tries again (the build may be writing it).
  data.catch(() => {
    if (cache.get(file)?.data === data) cache.delete(file);
  });
  return data;
}

async function fileStamp(file: string): Promise<string> {
  try {
    const s = await stat(file, { bigint: true });
    return `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}`;
  } catch (error) {
    cache.delete(file);
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new TenantDataError(
        file,
        'missing: build the dealer (npm run build -- --dealer=<slug>)',
      );
    }
    throw error;
  }
}

async function readTenantFile(file: string): Promise<TenantData> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new TenantDataError(file, `not readable JSON (${(error as Error).message})`);
  }
  const result = tenantFile.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.slice(0, 5).map(describeIssue).join('; ');
    throw new TenantDataError(
      file,
      `not tenant data this API can use (${problems}); rebuild the dealer`,
    );
  }
  return tenantData(result.data, file);
}
