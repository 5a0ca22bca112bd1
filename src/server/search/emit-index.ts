/**
 * Emit step: writes the dealer's search index file (made by the prepare step) into its site
 * folder, at the URL the pages were rendered with. Dealers whose search runs on Algolia get
 * no file: their browsers never load one.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SearchIndexArtifact } from '../prepare/search-index.ts';

export interface EmittedSearchIndex {
  /** Site path of the file, e.g. '/search/index.5d41402abc4b2a76.json'. */
  file: string;
  bytes: number;
}

export async function emitSearchIndex(
  artifact: Pick<SearchIndexArtifact, 'url' | 'json'> | null,
  outDir: string,
): Promise<EmittedSearchIndex | null> {
  if (!artifact) return null;
  const target = path.join(outDir, ...artifact.url.split('/').filter(Boolean));
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, artifact.json);
  return { file: artifact.url, bytes: Buffer.byteLength(artifact.json) };
}
