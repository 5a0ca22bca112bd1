import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { StaticFile } from './resolve-static.ts';

export type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, compression saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 512;

/**
 * Picks brotli, then gzip, from an Accept-Encoding header, honouring `q=0` refusals and `*`.
 * Equal preference goes to brotli, which is smaller.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/**
 * Compressed bodies kept in memory, keyed by file, size and mtime so a rebuilt site is never
 * answered from a stale entry. Oldest entries go first once `maxBytes` is reached.
 */
export function createCompressionCache(maxBytes = 64 * 1024 * 1024) {
  const entries = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let total = 0;

  function evict(): void {
    for (const key of sizes.keys()) {
      if (total <= maxBytes) return;
      total -= sizes.get(key) ?? 0;
      sizes.delete(key);
      entries.delete(key);
    }
  }

  return {
    get(found: StaticFile, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
      const key = `${encoding}\0${found.file}\0${found.size}\0${found.mtimeMs}`;
      const cached = entries.get(key);
      if (cached) return cached;
      const body = readFile(found.file).then((raw) => compress(raw, encoding));
      entries.set(key, body);
      body.then(
        (buffer) => {
          if (!entries.has(key)) return;
          sizes.set(key, buffer.length);
          total += buffer.length;
          evict();
        },
        () => entries.delete(key),
      );
      return body;
    },
    get bytes(): number {
      return total;
    },
  };
}

export type CompressionCache = ReturnType<typeof createCompressionCache>;

function compress(raw: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(raw, { level: 9 });
  // Top quality is slow on big files; a CDN would precompress those, we trade a little size.
  const quality = raw.length <= 256 * 1024 ? 11 : 6;
  return brotli(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
}
