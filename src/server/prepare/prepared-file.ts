import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serialize } from 'node:v8';
import type { Site } from '../../lib/site/site.ts';

/**
 * Writes a prepared site where one Astro build can read it (src/integrations/site-context.ts),
 * runs `use` with the file's path, and removes the file however `use` ends.
 */
export async function withPreparedFile<T>(
  site: Site,
  use: (file: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'forecourt-prepared-'));
  try {
    const file = path.join(dir, `${site.dealer.slug}.v8`);
    await writeFile(file, serialize(site));
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
