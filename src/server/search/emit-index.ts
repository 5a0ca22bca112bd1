/**
 * Emit step: writes the dealer's search index file (made by the prepare step) into its site
 * folder, at the URLs the pages were rendered with: its content-hashed name and its fixed one
 * (search-index.ts). Dealers whose search runs on Algolia get no file: their browsers never
 * load one.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LATEST_SEARCH_INDEX_URL, type SearchIndexArtifact } from '../prepare/search-index.ts';

export interface EmittedSearchIndex {
  /** Site paths of the file, e.g. '/search/index.5d41402abc4b2a76.json', '/search/index.json'. */
  files: string[];
  /** One copy's size. */
  bytes: number;
}

export async function emitSearchIndex(
  artifact: Pick<SearchIndexArtifact, 'url' | 'json'> | null,
  outDir: string,
): Promise<EmittedSearchIndex | null> {
  if (!artifact) return null;
  const files = [artifact.url, LATEST_SEARCH_INDEX_URL];
  for (const url of files) {
    const target = path.join(outDir, ...url.split('/').filter(Boolean));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, artifact.json);
  }
  return { files, bytes: Buffer.byteLength(artifact.json) };
}
