import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentTypeFor, isCompressible } from './content-types.ts';
import { MIN_COMPRESS_BYTES, negotiateEncoding, type CompressionCache } from './encoding.ts';
import type { StaticFile } from './resolve-static.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/**
 * Astro names everything under /_astro/ by content hash, so it may be cached for good; HTML
 * must be revalidated so a nightly rebuild shows at once; other public files get an hour.
 */
export function cacheControlFor(urlPathname: string, contentType: string, status: number): string {
  if (status !== 200) return REVALIDATE;
  if (urlPathname.startsWith('/_astro/')) return IMMUTABLE;
  if (contentType.startsWith('text/html')) return REVALIDATE;
  return SHORT;
}

export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  found: StaticFile,
  options: { urlPathname: string; status: number; compression: CompressionCache },
): Promise<void> {
  const { status } = options;
  const contentType = contentTypeFor(found.file);
  const etag = `W/"${found.size.toString(36)}-${Math.trunc(found.mtimeMs).toString(36)}"`;
  const compressible = isCompressible(contentType) && found.size >= MIN_COMPRESS_BYTES;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', cacheControlFor(options.urlPathname, contentType, status));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200) {
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return;
    }
  }
  const encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
  if (encoding !== 'identity') {
    const body = await options.compression.get(found, encoding);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.writeHead(status).end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.setHeader('Content-Length', found.size);
  res.writeHead(status);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(found.file);
    stream.on('error', () => {
      res.destroy();
      resolve();
    });
    stream.on('end', resolve);
    stream.pipe(res);
  });
}
