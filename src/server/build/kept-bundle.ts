import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  fillTemplate,
  isTemplate,
  mentionsValues,
  templateFrom,
  valuesAreLiteralSafe,
  type BundleValues,
} from './bundle-template.ts';

/**
 * What Astro's generation needs of its Vite build besides the files (astro-from-bundle.ts):
 * the prerender entry's file name, each page's styles by Astro's page key, and the built
 * name of each entry Astro resolves while rendering.
 */
export interface BundleInternals {
  entryFileName: string;
  pageStyles: Record<string, unknown[]>;
  entrySpecifiers: [string, string][];
}

/** One build's Vite output as it stood before the first page, read into memory. */
export interface BundleSnapshot {
  files: Map<string, Buffer>;
  values: BundleValues;
}

interface BundleRecord extends BundleInternals {
  version: typeof RECORD_VERSION;
  /** Every file of the bundle, relative to the output directory. */
  files: string[];
  /** Files (relative to the output directory) whose text holds the build's values as tokens. */
  templated: string[];
}

/** Bump when what a kept bundle holds changes shape; older bundles are then not found. */
const RECORD_VERSION = 1;
const RECORD_FILE = 'bundle.json';
const FILES_DIR = 'files';
/** Bundles kept at once: the code now, and a few before it for a quick step back. */
const KEEP_AT_MOST = 8;

/** The key a bundle is kept under: the project's code and the build options that shape it. */
export function keptBundleKey(
  projectFingerprint: string,
  options: Record<string, unknown>,
): string {
  return createHash('sha256')
    .update(`${projectFingerprint}\0${JSON.stringify(options)}`)
    .digest('hex')
    .slice(0, 32);
}

/** Reads every file Vite wrote to `outDir`, before any page is written beside them. */
export async function snapshotBundle(
  outDir: string,
  values: BundleValues,
): Promise<BundleSnapshot> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(outDir, file), await readFile(file));
  }
  return { files, values };
}

/**
 * Keeps a snapshot under `keptDir/<key>/` for later builds of the same code, unless one is
 * already there or the snapshot shows its build's values in a way the template cannot take
 * out. Written aside and renamed into place, so a build running beside this one sees the
 * whole bundle or none. Returns whether the bundle is kept.
 */
export async function keepBundle(
  keptDir: string,
  key: string,
  snapshot: BundleSnapshot,
  internals: BundleInternals,
): Promise<boolean> {
  const { values } = snapshot;
  if (!valuesAreLiteralSafe(values)) return false;
  const finalDir = path.join(keptDir, key);
  if (await exists(path.join(finalDir, RECORD_FILE))) return true;
  // A bundle without its record is not whole (its record is written before it is renamed into
  // place, so something took it apart since): it is made again.
  await rm(finalDir, { recursive: true, force: true });
  const templated: string[] = [];
  const contents = new Map<string, Buffer>();
  for (const [file, bytes] of snapshot.files) {
    // The values are ASCII (valuesAreLiteralSafe), so any file can be searched as latin1.
    if (!mentionsValues(bytes.toString('latin1'), values)) {
      contents.set(file, bytes);
      continue;
    }
    const text = bytes.toString('utf8');
    const template = Buffer.from(text, 'utf8').equals(bytes) ? templateFrom(text, values) : null;
    if (template === null) return false;
    templated.push(file);
    contents.set(file, Buffer.from(template, 'utf8'));
  }
  const asideDir = path.join(keptDir, `.${key}-${process.pid}-${Date.now().toString(36)}`);
  try {
    for (const [file, bytes] of contents) {
      const target = path.join(asideDir, FILES_DIR, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
    }
    const record: BundleRecord = {
      version: RECORD_VERSION,
      ...internals,
      files: [...contents.keys()],
      templated,
    };
    await writeFile(path.join(asideDir, RECORD_FILE), JSON.stringify(record));
    await rename(asideDir, finalDir).catch(async (error: NodeJS.ErrnoException) => {
      // Another build kept the same bundle first: theirs is as good as ours.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(asideDir, { recursive: true, force: true });
  }
  await pruneKeptBundles(keptDir);
  return true;
}

/** A bundle written back into an output directory. */
export interface RestoredBundle extends BundleInternals {
  /** Where its server part is: a directory of its own (see restoreBundle). */
  prerenderDir: string;
}

/** Vite's directory for the server bundle, inside the output directory. */
const PRERENDER_DIR = '.prerender';
let restores = 0;

/**
 * Writes the bundle kept under `key` into the empty `outDir` as Vite would have written it
 * for a build with these values, and returns what generation needs of it; null when no
 * bundle is kept under that key or the values cannot be filled in; rejects when a file of
 * the bundle is gone (the caller then builds with Vite). The server part goes to a
 * directory no earlier build in this process used: Node loads a module once per address, so
 * a bundle at a used address would run with that earlier build's values.
 */
export async function restoreBundle(
  keptDir: string,
  key: string,
  outDir: string,
  values: BundleValues,
): Promise<RestoredBundle | null> {
  if (!valuesAreLiteralSafe(values)) return null;
  const bundleDir = path.join(keptDir, key);
  const record = await readRecord(path.join(bundleDir, RECORD_FILE));
  if (!record) return null;
  const filesDir = path.join(bundleDir, FILES_DIR);
  const templated = new Set(record.templated);
  restores += 1;
  const prerenderDir = path.join(outDir, `${PRERENDER_DIR}-${process.pid}-${restores}`);
  // Every file the record lists, so a bundle missing one fails here rather than make a site
  // without it.
  for (const file of record.files) {
    const [top, ...rest] = file.split(path.sep);
    const target =
      top === PRERENDER_DIR ? path.join(prerenderDir, ...rest) : path.join(outDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    const bytes = await readFile(path.join(filesDir, file));
    if (templated.has(file)) {
      const text = bytes.toString('utf8');
      await writeFile(target, isTemplate(text) ? fillTemplate(text, values) : text);
    } else {
      await writeFile(target, bytes);
    }
  }
  // Most recently used last to go (pruneKeptBundles).
  const now = new Date();
  await utimes(bundleDir, now, now).catch(() => {});
  return {
    entryFileName: record.entryFileName,
    pageStyles: record.pageStyles,
    entrySpecifiers: record.entrySpecifiers,
    prerenderDir,
  };
}

/** Removes a kept bundle that could not be restored, so the next build that makes it keeps it. */
export async function discardBundle(keptDir: string, key: string): Promise<void> {
  await rm(path.join(keptDir, key), { recursive: true, force: true });
}

/** Removes all but the most recently used kept bundles. */
async function pruneKeptBundles(keptDir: string): Promise<void> {
  const entries = await readdir(keptDir, { withFileTypes: true }).catch(() => []);
  const bundles: { dir: string; used: number }[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const dir = path.join(keptDir, entry.name);
    const used = await stat(dir).then(
      (stats) => stats.mtimeMs,
      () => 0,
    );
    bundles.push({ dir, used });
  }
  bundles.sort((a, b) => b.used - a.used);
  for (const { dir } of bundles.slice(KEEP_AT_MOST)) {
    await rm(dir, { recursive: true, force: true });
  }
}

async function readRecord(file: string): Promise<BundleRecord | null> {
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as BundleRecord;
    return record.version === RECORD_VERSION ? record : null;
  } catch {
    return null;
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
