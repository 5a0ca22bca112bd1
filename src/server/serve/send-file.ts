import path from 'node:path';
import type { SendOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { markSiteFile } from '../api/app/security-headers.ts';
import type { Tenant } from '../api/app/tenant.ts';
import { contentTypeFor, isCompressible } from './content-types.ts';
import type { StaticFile } from './resolve-static.ts';
import type { SiteHeaders } from './site-headers.ts';

const READ_CHUNK_BYTES = 256 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** The search index file is named by a hash of its content (prepare/search-index.ts). */
const HASHED_SEARCH_INDEX = /^\/search\/index\.[0-9a-f]{16}\.json$/;

/**
 * Astro names everything under /_astro/ by content hash, and the search index file carries
 * its own, so both may be cached for good; HTML must be revalidated so a nightly rebuild
 * shows at once; other public files get an hour.
 */
export function cacheControlFor(urlPathname: string, contentType: string, status: number): string {
  if (status !== 200) return REVALIDATE;
  if (urlPathname.startsWith('/_astro/') || HASHED_SEARCH_INDEX.test(urlPathname)) {
    return IMMUTABLE;
  }
  if (contentType.startsWith('text/html')) return REVALIDATE;
  return SHORT;
}

/** Our content types (with charset), kept over the guess @fastify/static makes for `.br`/`.gz`. */
const contentTypes = new WeakMap<FastifyReply, string>();

export function installSiteContentTypes(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = contentTypes.get(reply);
    if (type) reply.header('content-type', type);
    return payload;
  });
}

/**
 * Sends one built file with `status` through @fastify/static, which picks `<file>.br` or
 * `<file>.gz` written by the build when the client accepts it (else the file itself: nothing
 * is compressed per request) and answers conditional requests from the ETag and
 * Last-Modified of the file it sends. The site's `_headers` rules go on top of ours.
 */
export async function sendSiteFile(
  reply: FastifyReply,
  site: Tenant,
  found: StaticFile,
  options: { urlPathname: string; status: number; headers: SiteHeaders },
): Promise<FastifyReply> {
  const { status, urlPathname } = options;
  const contentType = contentTypeFor(found.file);
  reply.code(status);
  reply.header('cache-control', cacheControlFor(urlPathname, contentType, status));
  if (isCompressible(contentType)) reply.header('vary', 'Accept-Encoding');
  const siteHeaders = await options.headers.for(site.siteRoot, urlPathname);
  for (const [name, value] of Object.entries(siteHeaders)) reply.header(name, value);
  markSiteFile(reply);
  contentTypes.set(reply, contentType);
  const relative = path.relative(site.siteRoot, found.file).split(path.sep).join('/');
  const fresh = status === 200;
  const sendOptions: SendOptions & { highWaterMark: number } = {
    acceptRanges: fresh,
    cacheControl: false,
    contentType: false,
    dotfiles: 'allow',
    etag: fresh,
    lastModified: fresh,
    // @fastify/send reads the file in chunks of this size (its types omit the option): one
    // read for any page, where the 64 KB default took two or three system calls.
    highWaterMark: READ_CHUNK_BYTES,
  };
  return reply.sendFile(`/${relative}`, site.siteRoot, sendOptions);
}
