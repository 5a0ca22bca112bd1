import path from 'node:path';
import type { SendOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { markSiteFile } from '../api/app/security-headers.ts';
import type { Tenant } from '../api/app/tenant.ts';
import { acceptedEncodings, type Encoding } from './accept-encoding.ts';
import { TOO_BIG, type FileCache } from './file-cache.ts';
import { sendCached } from './send-cached.ts';
import type { SiteAnswer } from './site-answers.ts';

export { cacheControlFor } from './site-answers.ts';

const READ_CHUNK_BYTES = 256 * 1024;

/**
 * Our content types (with charset), kept over the guess @fastify/static makes for `.br`/`.gz`:
 * only files streamed from disk are in here, so an answer from memory costs the hook one
 * lookup that finds nothing.
 */
const streamedTypes = new WeakMap<FastifyReply, string>();

export function installSiteContentTypes(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise for every answer the app sends.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = streamedTypes.get(reply);
    if (type) reply.header('content-type', type);
    done(null, payload);
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

/**
 * Sends a site's answer for a path (site-answers.ts): the `<file>.br` or `<file>.gz` the build
 * wrote beside a text file when the client accepts it, else the file itself, with the
 * answer's status and headers. A page's gzip copy, which the build does not make, is made
 * once when first asked for. Files come from the memory cache (file-cache.ts); one too big to
 * hold is streamed by @fastify/static with `preCompressed`, which makes the same choice on
 * disk. Synchronous: the reply is sent (or,
 * for a streamed file, under way) when it returns.
 */
export function sendSiteFile(
  request: FastifyRequest,
  reply: FastifyReply,
  site: Tenant,
  answer: SiteAnswer,
  files: FileCache,
): void {
  reply.code(answer.status);
  const { headerNames, headerValues } = answer;
  for (let i = 0; i < headerNames.length; i++) reply.header(headerNames[i]!, headerValues[i]!);
  markSiteFile(reply);
  const fresh = answer.status === 200;
  const encodings = answer.compressible
    ? encodingsFor(request.headers['accept-encoding'])
    : IDENTITY_ONLY;
  for (const encoding of encodings) {
    const held =
      encoding === 'gzip'
        ? files.gzipOf(answer.twins.gzip, answer.twins.identity, site)
        : files.get(answer.twins[encoding], site);
    if (held === TOO_BIG) {
      streamedTypes.set(reply, answer.contentType);
      streamSiteFile(reply, site, answer.file, fresh);
      return;
    }
    if (held) {
      sendCached(request, reply, held, { encoding, contentType: answer.contentType, fresh });
      return;
    }
  }
  // The file went missing since it was found (a rebuild swapping the site in).
  reply.callNotFound();
}

function streamSiteFile(reply: FastifyReply, site: Tenant, file: string, fresh: boolean): void {
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
  reply.sendFile(`/${relative}`, site.siteRoot, sendOptions);
}
