/**
 * Precompression: a `.br` (brotli) beside every text file a browser downloads, and a `.gz`
 * (gzip) beside every one but pages (compress-twins.ts says why), as CDN origins expect, so
 * that no server compresses a browser's answer per request. Runs once per build after
 * everything else is written, a few files at a time on libuv's thread pool. A file the previous build served unchanged takes that build's copies
 * instead of being compressed again, so a nightly rebuild pays only for what changed; a page
 * compressed while Astro rendered it already has its copies (staged-compression.ts).
 */
import { copyFile, link, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compressTwins, copiesOf, MIN_COMPRESS_BYTES } from './compress-twins.ts';
import { servedFiles } from './emit-headers.ts';
import type { StagedPage } from './staged-compression.ts';

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
  onFileRead?: ((file: string, content: Buffer) => void) | undefined;
  /** The site's served files (servedFiles), when the caller has listed them already. */
  files?: readonly string[] | undefined;
  /**
   * Pages compressed during rendering, whose copies are already beside them, by '/'-separated
   * site path (staged-compression.ts): counted, not read.
   */
  staged?: ReadonlyMap<string, StagedPage> | undefined;
  /**
   * Files that already have their copies, and whose bytes the caller knows ('/'-separated site
   * paths: pages taken unchanged from the previous site, page-reuse.ts). Not even read.
   */
  skip?: ReadonlySet<string> | undefined;
}

export interface PrecompressResult {
  /** Text files at or above the size threshold. */
  files: number;
  /** Their bytes, and what the .br and .gz files written beside them weigh (pages have no .gz). */
  inputBytes: number;
  brotliBytes: number;
  gzipBytes: number;
  /** .br and .gz files written (one is skipped when it would not be smaller than the file). */
  written: number;
  /** Of those, taken from the previous build because the file had not changed. */
  reused: number;
  /** Of those, written while the page was rendered (staged-compression.ts). */
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
  const files = (options.files ?? servedFiles(outDir)).filter(
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
  const toCompress: string[] = [];
  for (const file of files) {
    const staged = options.staged?.get(file);
    if (staged) countStaged(result, staged);
    else toCompress.push(file);
  }
  let next = 0;
  const worker = async () => {
    while (next < toCompress.length) {
      const relative = toCompress[next++] ?? '';
      const previous = options.previousDir ? path.join(options.previousDir, relative) : null;
      await compressFile(path.join(outDir, relative), previous, result, (content) =>
        options.onFileRead?.(relative, content),
      );
    }
  };
  const concurrency = Math.max(1, options.concurrency ?? PRECOMPRESS_CONCURRENCY);
  await Promise.all(Array.from({ length: concurrency }, worker));
  result.ms = performance.now() - start;
  return result;
}

async function compressFile(
  file: string,
  previous: string | null,
  result: PrecompressResult,
  onRead: (content: Buffer) => void,
): Promise<void> {
  const content = await readFile(file);
  onRead(content);
  if (content.length < MIN_COMPRESS_BYTES) return;
  result.files++;
  result.inputBytes += content.length;
  if (previous && (await reusePrevious(file, content, previous, result))) return;
  const twins = await compressTwins(content, file);
  for (const extension of copiesOf(file)) {
    const compressed = twins[extension === '.br' ? 'br' : 'gz'];
    if (!compressed || compressed.length >= content.length) continue;
    await writeFile(`${file}${extension}`, compressed);
    count(result, extension, compressed.length);
  }
}

function count(result: PrecompressResult, extension: '.br' | '.gz', bytes: number): void {
  result.written++;
  if (extension === '.br') result.brotliBytes += bytes;
  else result.gzipBytes += bytes;
}

/** Counts a page whose copy the staging worker wrote (its size came with the answer). */
function countStaged(result: PrecompressResult, page: StagedPage): void {
  result.files++;
  result.inputBytes += page.bytes;
  if (page.brBytes === null) return;
  count(result, '.br', page.brBytes);
  result.staged++;
}

/**
 * Takes the previous build's copies of a file whose bytes did not change (a hard link,
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
    copiesOf(file).map(async (extension) => {
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
