/**
 * Precompression: a `.br` (brotli) and a `.gz` (gzip) beside every text file a
 * browser downloads, as CDN origins expect, so that no server compresses a built file per
 * request. Runs once per build after everything else is written, a few files at a time on
 * libuv's thread pool. A file the previous build served unchanged takes that build's copies
 * instead of being compressed again, so a nightly rebuild pays only for what changed; a page
 * compressed while Astro rendered it takes its staged copies (staged-compression.ts).
 */
import { copyFile, link, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compressTwins, MIN_COMPRESS_BYTES } from './compress-twins.ts';
import { servedFiles } from './emit-headers.ts';
import type { StagedCopies } from './staged-compression.ts';
import { contentDigest, stagedCopy } from './staged-paths.ts';

export { MIN_COMPRESS_BYTES } from './compress-twins.ts';

/** Text formats the sites serve. Source maps are left out: the build emits none for shoppers. */
export const COMPRESSIBLE_EXTENSIONS = [
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.webmanifest',
] as const;

/**
 * Files in flight at once. Compression runs on libuv's pool (4 threads) while reads and writes
 * wait on the disk, so two files at a time left the 2-core build machine 37 % idle. Measured on
 * meridian's 851 MB of text, three runs each: 21.9–25.7 s with 2 at a time, 18.2–21.5 s with 4.
 */
export const PRECOMPRESS_CONCURRENCY = 4;

export interface PrecompressOptions {
  /** Files in flight at once (read, compress, write). Default PRECOMPRESS_CONCURRENCY. */
  concurrency?: number;
  /** The site this build replaces: its copies of unchanged files are reused. */
  previousDir?: string | undefined;
  /**
   * Sees every compressible file's bytes as they are read ('/'-separated site path), so a
   * step that must read every page (the policy's inline-source scan) does not read them again.
   */
  onFileRead?: ((file: string, content: Buffer, digest: string | null) => void) | undefined;
  /** The copies of pages compressed during rendering (staged-compression.ts). */
  staged?: StagedCopies | undefined;
  /**
   * Files that already have their copies, and whose bytes the caller knows ('/'-separated site
   * paths: pages taken unchanged from the previous site, page-reuse.ts). Not even read.
   */
  skip?: ReadonlySet<string> | undefined;
}

export interface PrecompressResult {
  /** Text files at or above the size threshold. */
  files: number;
  /** Their bytes, and what the .br and .gz files written beside them weigh. */
  inputBytes: number;
  brotliBytes: number;
  gzipBytes: number;
  /** .br and .gz files written (one is skipped when it would not be smaller than the file). */
  written: number;
  /** Of those, taken from the previous build because the file had not changed. */
  reused: number;
  /** Of those, compressed while the page was rendered (staged-compression.ts). */
  staged: number;
  ms: number;
}

export function isCompressible(file: string): boolean {
  const extension = path.extname(file).toLowerCase();
  return (COMPRESSIBLE_EXTENSIONS as readonly string[]).includes(extension);
}

export async function precompressSite(
  outDir: string,
  options: PrecompressOptions = {},
): Promise<PrecompressResult> {
  const start = performance.now();
  const files = (await servedFiles(outDir)).filter(
    (file) => isCompressible(file) && !options.skip?.has(file),
  );
  const result: PrecompressResult = {
    files: 0,
    inputBytes: 0,
    brotliBytes: 0,
    gzipBytes: 0,
    written: 0,
    reused: 0,
    staged: 0,
    ms: 0,
  };
  // Bytes whose staged copies a file has taken: a twin with the same bytes compresses its own.
  const claimed = new Set<string>();
  const staged = options.staged && { ...options.staged, claimed };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const relative = files[next++] ?? '';
      const previous = options.previousDir ? path.join(options.previousDir, relative) : null;
      await compressFile(path.join(outDir, relative), previous, staged, result, (content, digest) =>
        options.onFileRead?.(relative, content, digest),
      );
    }
  };
  const concurrency = Math.max(1, options.concurrency ?? PRECOMPRESS_CONCURRENCY);
  await Promise.all(Array.from({ length: concurrency }, worker));
  result.ms = performance.now() - start;
  return result;
}

type Twins = { br: Buffer; gz: Buffer };

async function compressFile(
  file: string,
  previous: string | null,
  staged: ClaimableCopies | undefined,
  result: PrecompressResult,
  /** Sees the bytes, with their digest when there are staged copies to look for. */
  onRead: (content: Buffer, digest: string | null) => void,
): Promise<void> {
  const content = await readFile(file);
  const digest = staged ? contentDigest(content) : null;
  onRead(content, digest);
  if (content.length < MIN_COMPRESS_BYTES) return;
  result.files++;
  result.inputBytes += content.length;
  if (previous && (await reusePrevious(file, content, previous, result))) return;
  if (staged && digest && (await placeStaged(file, content, digest, staged, result))) return;
  const twins: Twins = await compressTwins(content);
  for (const extension of ['.br', '.gz'] as const) {
    const compressed = twins[extension === '.br' ? 'br' : 'gz'];
    if (compressed.length >= content.length) continue;
    await writeFile(`${file}${extension}`, compressed);
    count(result, extension, compressed.length);
  }
}

function count(result: PrecompressResult, extension: '.br' | '.gz', bytes: number): void {
  result.written++;
  if (extension === '.br') result.brotliBytes += bytes;
  else result.gzipBytes += bytes;
}

/** The staged copies, with the digests whose copies a file has already taken. */
type ClaimableCopies = StagedCopies & { claimed: Set<string> };

/**
 * Moves the copies staged for these bytes beside the file (a copy no smaller than the file is
 * dropped, as when compressing here). False when none were staged, or another file with the
 * same bytes took them. The worker reported the copies' sizes, so nothing is stat'ed: on the
 * build machine each file-system call is a fair part of a page's cost.
 */
async function placeStaged(
  file: string,
  content: Buffer,
  digest: string,
  staged: ClaimableCopies,
  result: PrecompressResult,
): Promise<boolean> {
  const sizes = staged.sizesOf(digest);
  if (!sizes || staged.claimed.has(digest)) return false;
  staged.claimed.add(digest);
  for (const extension of ['.br', '.gz'] as const) {
    const size = extension === '.br' ? sizes.br : sizes.gz;
    if (size >= content.length) continue;
    await rename(stagedCopy(staged.dir, digest, extension), `${file}${extension}`);
    count(result, extension, size);
    result.staged++;
  }
  return true;
}

/**
 * Takes the previous build's .br and .gz of a file whose bytes did not change (a hard link,
 * as the previous site is removed once this one is swapped in). False when anything differs
 * or is missing, and the file is compressed afresh.
 */
async function reusePrevious(
  file: string,
  content: Buffer,
  previous: string,
  result: PrecompressResult,
): Promise<boolean> {
  // A size that differs settles it without reading the file; most changed pages differ in size.
  const previousSize = (await stat(previous).catch(() => null))?.size;
  if (previousSize !== content.length) return false;
  const before = await readFile(previous).catch(() => null);
  if (!before?.equals(content)) return false;
  const copies = await Promise.all(
    (['.br', '.gz'] as const).map(async (extension) => {
      const info = await stat(`${previous}${extension}`).catch(() => null);
      return info ? ([extension, info.size] as const) : null;
    }),
  );
  if (copies.some((copy) => copy === null)) return false;
  for (const copy of copies) {
    if (!copy) continue;
    const [extension, size] = copy;
    await link(`${previous}${extension}`, `${file}${extension}`).catch(() =>
      copyFile(`${previous}${extension}`, `${file}${extension}`),
    );
    count(result, extension, size);
    result.reused++;
  }
  return true;
}
