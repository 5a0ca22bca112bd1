/**
 * One file's precompressed copies: brotli for browsers, gzip for the few clients without it.
 * Precompression (precompress.ts) and compression during rendering (staged-compression.ts)
 * both make them here, so the copies are the same whichever made them.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed answer saves less than a network packet. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Brotli quality. Measured on a 450-car site's pages: quality 5 compresses 21 MB in 0.9 s to
 * 3.26 MB, quality 11 takes 35 s for 2.96 MB (9 % smaller); gzip level 9 gives 3.63 MB. A
 * cold build of thousands of car pages cannot spend minutes for those 9 %.
 */
export const BROTLI_QUALITY = 5;

/**
 * Gzip level, for the few clients without brotli: every browser a shopper uses, and Google's
 * crawler, take brotli, which leaves tools and lesser crawlers. Every page of a build is
 * compressed, so the level is the fastest. Measured on a kestrel home, car, search and
 * checkout page (383 KB, 30 rounds): level 1 takes 0.49–0.68 ms a page against 1.01–1.16 for
 * level 6, for copies 16 % larger (81 KB against 70); brotli makes 62 KB of the same.
 */
export const GZIP_LEVEL = 1;

/** The two twins of one file's bytes, compressed on libuv's thread pool. */
export async function compressTwins(content: Uint8Array): Promise<{ br: Buffer; gz: Buffer }> {
  const br = await brotli(content, brotliOptions(content));
  const gz = await gzipAsync(content, { level: GZIP_LEVEL });
  return { br, gz };
}

function brotliOptions(content: Uint8Array) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  };
}

/** compressTwins on the calling thread, for a worker of its own (staged-compression.ts). */
export function compressTwinsSync(content: Uint8Array): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(content, brotliOptions(content)),
    gz: gzipSync(content, { level: GZIP_LEVEL }),
  };
}

/**
 * The files of a listing that are not precompressed copies (`x.br`, `x.gz` beside `x`): the
 * site's own files, whichever of them have copies yet.
 */
export function withoutCompressedCopies(files: readonly string[]): string[] {
  const listed = new Set(files);
  return files.filter((file) => !(/\.(br|gz)$/.test(file) && listed.has(file.slice(0, -3))));
}
