/**
 * Precompression: a `.br` (brotli, quality 11) and a `.gz` (gzip, level 9) beside every text
 * file a browser downloads, as CDN origins expect, so that no server compresses a built file
 * per request. Runs once per build after everything else is written; brotli at quality 11 is
 * slow, so files are compressed a few at a time on libuv's thread pool, never all at once.
 */
import { readFile, writeFile } from 'node:fs/promises';
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

export interface PrecompressOptions {
  /** Files compressed at once; the build machine has 2 cores. */
  concurrency?: number;
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
  const files = (await servedFiles(outDir)).filter(isCompressible);
  const result: PrecompressResult = {
    files: 0,
    inputBytes: 0,
    brotliBytes: 0,
    gzipBytes: 0,
    written: 0,
    ms: 0,
  };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = path.join(outDir, files[next++] ?? '');
      await compressFile(file, result);
    }
  };
  const concurrency = Math.max(1, options.concurrency ?? 2);
  await Promise.all(Array.from({ length: concurrency }, worker));
  result.ms = performance.now() - start;
  return result;
}

async function compressFile(file: string, result: PrecompressResult): Promise<void> {
  const content = await readFile(file);
  if (content.length < MIN_COMPRESS_BYTES) return;
  result.files++;
  result.inputBytes += content.length;
  const br = await brotli(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION });
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
