/**
 * Build step: writes the dealer's search index file into its site folder, once per build,
 * after the Astro build (see index-file.ts for how pages learn its URL first). Dealers whose
 * search runs on Algolia get no file: their browsers never load one.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { searchSettingsFor } from '../../lib/search/client/search-settings.ts';
import type { Site } from '../site.ts';
import { takeSearchIndex } from './index-file.ts';

export interface EmittedSearchIndex {
  /** Site path of the file, e.g. '/search/index.5d41402abc4b2a76.json'. */
  file: string;
  bytes: number;
}

export async function emitSearchIndex(
  site: Site,
  outDir: string,
): Promise<EmittedSearchIndex | null> {
  if (searchSettingsFor(site.dealer).backend !== 'embedded') return null;
  const artifact = takeSearchIndex(site);
  const target = path.join(outDir, ...artifact.url.split('/').filter(Boolean));
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, artifact.json);
  return { file: artifact.url, bytes: artifact.bytes };
}
