import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Written into each built site; the server never serves dot-files, so it stays private. */
export const BUILD_RECORD_FILE = '.forecourt-build.json';

export interface BuildRecord {
  slug: string;
  /** The dealer's public site URL the pages were built for. */
  siteUrl: string;
  fingerprint: string;
  builtAt: string;
  pages: number;
  bytes: number;
  seconds: number;
  /**
   * Cars the site was built with: the broken-feed guard compares the next feed with it.
   * Absent in records written before the guard, which then never block a build.
   */
  cars?: number;
}

export async function readBuildRecord(siteDir: string): Promise<BuildRecord | null> {
  try {
    const parsed: unknown = JSON.parse(
      await readFile(path.join(siteDir, BUILD_RECORD_FILE), 'utf8'),
    );
    return isBuildRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export async function writeBuildRecord(siteDir: string, record: BuildRecord): Promise<void> {
  await writeFile(path.join(siteDir, BUILD_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

function isBuildRecord(value: unknown): value is BuildRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['slug'] === 'string' &&
    typeof record['siteUrl'] === 'string' &&
    typeof record['fingerprint'] === 'string' &&
    typeof record['builtAt'] === 'string' &&
    typeof record['pages'] === 'number' &&
    typeof record['bytes'] === 'number' &&
    typeof record['seconds'] === 'number' &&
    (record['cars'] === undefined || typeof record['cars'] === 'number')
  );
}
