/**
 * One file's precompressed copies: brotli for browsers, gzip for the few clients without it.
 * Precompression (precompress.ts) and compression during rendering (staged-compression.ts)
 * both make them here, so the copies are the same whichever made them.
 *
 * Pages get a brotli copy only. Every browser a shopper uses takes brotli, and so does Google's
 * crawler; a page is one of thousands in a build, and its gzip copy cost the build a file and
 * about 0.5 ms of compression a page (measured at 1,000 cars: car pages 3.35–3.50 ms each
 * without it against 4.10–4.28 with it). The platform's server gzips a page on request for
 * the rare client that takes only gzip, and holds the result (file-cache.ts); a CDN compresses
 * such answers itself. Stylesheets, scripts and other assets are few and large: they keep
 * both copies.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip } from 'node:zlib';

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
 * Gzip level of an asset's copy, for the few clients without brotli (pages get none: see
 * above). The fastest: at 5,000 cars a site has some 900 other text files, 20 MB (the print
 * data, stock illustrations, search index, sitemap), which level 1 compresses in 219 ms to
 * 3.02 MB against 306 ms to 2.53 MB at level 6; brotli makes 2.30 MB of the same.
 */
export const GZIP_LEVEL = 1;

/** The extension of a precompressed copy written beside a file. */
export type CopyExtension = '.br' | '.gz';

const PAGE_COPIES: readonly CopyExtension[] = ['.br'];
const ASSET_COPIES: readonly CopyExtension[] = ['.br', '.gz'];

/** The copies the build makes of a text file (any path naming it): see above. */
export function copiesOf(file: string): readonly CopyExtension[] {
  return file.endsWith('.html') ? PAGE_COPIES : ASSET_COPIES;
}

/** One file's copies: brotli, and gzip where `copiesOf` asks for it (else null). */
export interface Twins {
  br: Buffer;
  gz: Buffer | null;
}

/** The copies of `file`'s bytes, compressed on libuv's thread pool. */
export async function compressTwins(content: Uint8Array, file: string): Promise<Twins> {
  const br = await brotli(content, brotliOptions(content));
  const gz = copiesOf(file).includes('.gz')
    ? await gzipAsync(content, { level: GZIP_LEVEL })
    : null;
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

/** A page's brotli copy on the calling thread, for a worker of its own (staged-compression.ts). */
export function compressPageSync(content: Uint8Array): Buffer {
  return brotliCompressSync(content, brotliOptions(content));
}

/**
 * The files of a listing that are not precompressed copies (`x.br`, `x.gz` beside `x`): the
 * site's own files, whichever of them have copies yet.
 */
export function withoutCompressedCopies(files: readonly string[]): string[] {
  const listed = new Set(files);
  return files.filter((file) => !(/\.(br|gz)$/.test(file) && listed.has(file.slice(0, -3))));
}
