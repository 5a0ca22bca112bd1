/**
 * Precompression: a `.br` (brotli) and a `.gz` (gzip) beside every text file a
 * browser downloads, as CDN origins expect, so that no server compresses a built file per
 * request. Runs once per build after everything else is written, a few files at a time on
 * libuv's thread pool. A file the previous build served unchanged takes that build's copies
 * instead of being compressed again, so a nightly rebuild pays only for what changed.
 */
import { copyFile, link, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { servedFiles } from './emit-headers.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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

/** Below this a compressed answer saves less than a network packet. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Brotli quality. Measured on a 450-car site's pages: quality 5 compresses 21 MB in 0.9 s to
 * 3.26 MB, quality 11 takes 35 s for 2.96 MB (9 % smaller); gzip level 9 gives 3.63 MB. A
 * cold build of thousands of car pages cannot spend minutes for those 9 %.
 */
export const BROTLI_QUALITY = 5;

/**
 * Gzip level, for the few clients without brotli. Measured on 200 car pages (30 MB): level 6
 * takes about 14 ms per MB against 21 for level 9, for output 0.8 % larger.
 */
export const GZIP_LEVEL = 6;

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
  ms: number;
}

/** The two twins of one file's bytes, compressed on libuv's thread pool. */
async function compressTwins(content: Uint8Array): Promise<{ br: Buffer; gz: Buffer }> {
  const br = await brotli(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = await gzipAsync(content, { level: GZIP_LEVEL });
  return { br, gz };
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
  const files = (await servedFiles(outDir)).filter(isCompressible);
  const result: PrecompressResult = {
    files: 0,
    inputBytes: 0,
    brotliBytes: 0,
    gzipBytes: 0,
    written: 0,
    reused: 0,
    ms: 0,
  };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const relative = files[next++] ?? '';
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
  const { br, gz } = await compressTwins(content);
  for (const [compressed, extension] of [
    [br, '.br'],
    [gz, '.gz'],
  ] as const) {
    if (compressed.length >= content.length) continue;
    await writeFile(`${file}${extension}`, compressed);
    result.written++;
    if (extension === '.br') result.brotliBytes += compressed.length;
    else result.gzipBytes += compressed.length;
  }
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
    result.written++;
    result.reused++;
    if (extension === '.br') result.brotliBytes += size;
    else result.gzipBytes += size;
  }
  return true;
}
