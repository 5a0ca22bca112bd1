import { createHash, type Hash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Feeds every file under `target` (a file or a directory) into `hash`: relative path, then
 * content. Paths are sorted so the digest does not depend on directory read order, and a
 * missing target hashes as a marker so "absent" differs from "empty".
 */
export async function hashTreeInto(hash: Hash, target: string, label: string): Promise<void> {
  const files = await listFiles(target);
  if (files === null) {
    hash.update(`missing:${label}\0`);
    return;
  }
  for (const relative of files) {
    const absolute = relative === '' ? target : path.join(target, relative);
    hash.update(`file:${label}/${relative.split(path.sep).join('/')}\0`);
    hash.update(await readFile(absolute));
    hash.update('\0');
  }
}

export async function hashTree(target: string): Promise<string> {
  const hash = createHash('sha256');
  await hashTreeInto(hash, target, '');
  return hash.digest('hex');
}

/** Relative paths of every file under target (`''` when target is a file); null when absent. */
async function listFiles(target: string): Promise<string[] | null> {
  let entries;
  try {
    entries = await readdir(target, { recursive: true, withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR') return [''];
    if (code === 'ENOENT') return null;
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(target, path.join(entry.parentPath, entry.name)))
    .sort();
}
