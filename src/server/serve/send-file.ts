import path from 'node:path';
import type { SendOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { markSiteFile } from '../api/app/security-headers.ts';
import type { Tenant } from '../api/app/tenant.ts';
import { acceptedEncodings, type Encoding } from './accept-encoding.ts';
import { contentTypeFor, isCompressible } from './content-types.ts';
import { TOO_BIG, type FileCache } from './file-cache.ts';
import { sendCached } from './send-cached.ts';
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

const IDENTITY_ONLY: readonly Encoding[] = ['identity'];

/** Clients send a handful of distinct Accept-Encoding values: each is parsed once. */
const parsedEncodings = new Map<string, readonly Encoding[]>();
const MAX_PARSED_ENCODINGS = 256;

function encodingsFor(header: string | undefined): readonly Encoding[] {
  const key = header ?? '';
  let encodings = parsedEncodings.get(key);
  if (!encodings) {
    if (parsedEncodings.size >= MAX_PARSED_ENCODINGS) parsedEncodings.clear();
    encodings = acceptedEncodings(header);
    parsedEncodings.set(key, encodings);
  }
  return encodings;
}

/** Where the build writes each encoded twin of a text file. */
const TWIN_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz', identity: '' };

/**
 * Sends one built file with `status`: the `<file>.br` or `<file>.gz` the build wrote beside a
 * text file when the client accepts it, else the file itself (nothing is compressed per
 * request). Files come from the memory cache (file-cache.ts); one too big to hold is streamed
 * by @fastify/static with `preCompressed`, which makes the same choice on disk. The site's
 * `_headers` rules go on top of our cache policy.
 */
export async function sendSiteFile(
  request: FastifyRequest,
  reply: FastifyReply,
  site: Tenant,
  file: string,
  options: { urlPathname: string; status: number; headers: SiteHeaders; files: FileCache },
): Promise<FastifyReply> {
  const { status, urlPathname } = options;
  const contentType = contentTypeFor(file);
  const compressible = isCompressible(contentType);
  reply.code(status);
  reply.header('cache-control', cacheControlFor(urlPathname, contentType, status));
  if (compressible) reply.header('vary', 'Accept-Encoding');
  const siteHeaders = await options.headers.for(site.siteRoot, urlPathname);
  for (const [name, value] of Object.entries(siteHeaders)) reply.header(name, value);
  markSiteFile(reply);
  contentTypes.set(reply, contentType);
  const fresh = status === 200;
  const encodings: readonly Encoding[] = compressible
    ? encodingsFor(request.headers['accept-encoding'])
    : IDENTITY_ONLY;
  for (const encoding of encodings) {
    const held = options.files.get(`${file}${TWIN_SUFFIX[encoding]}`, site);
    if (held === TOO_BIG) return streamSiteFile(reply, site, file, fresh);
    if (held) return sendCached(request, reply, held, { encoding, contentType, fresh });
  }
  // The file went missing since it was found (a rebuild swapping the site in).
  reply.callNotFound();
  return reply;
}

function streamSiteFile(
  reply: FastifyReply,
  site: Tenant,
  file: string,
  fresh: boolean,
): FastifyReply {
  const relative = path.relative(site.siteRoot, file).split(path.sep).join('/');
  const sendOptions: SendOptions & { highWaterMark: number } = {
    acceptRanges: fresh,
    cacheControl: false,
    contentType: false,
    dotfiles: 'allow',
    etag: fresh,
    lastModified: fresh,
    // @fastify/send reads in chunks of this size (its types omit the option): a quarter of
    // the system calls of its 64 KB default for the large files that come this way.
    highWaterMark: READ_CHUNK_BYTES,
  };
  return reply.sendFile(`/${relative}`, site.siteRoot, sendOptions);
}
