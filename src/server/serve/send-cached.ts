import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Encoding } from './accept-encoding.ts';
import type { CachedFile } from './file-cache.ts';

/** A held file's validators: a weak ETag of size and mtime, and Last-Modified. */
export interface Validators {
  etag: string;
  lastModified: string;
  mtimeMs: number;
}

export function validatorsFor(size: number, mtimeMs: number): Validators {
  return {
    etag: `W/"${size.toString(16)}-${Math.trunc(mtimeMs).toString(16)}"`,
    lastModified: new Date(mtimeMs).toUTCString(),
    mtimeMs,
  };
}

/**
 * Answers with a file held in memory: its validators (a weak ETag of size and mtime, distinct
 * for each encoded twin, and Last-Modified) when `fresh`, 304 when the client's copy is
 * current, else the bytes (HEAD gets the headers alone). No Range support: a server may send
 * the whole file, and files big enough to resume are streamed by @fastify/static instead.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  held: CachedFile,
  options: { encoding: Encoding; contentType: string; fresh: boolean },
): FastifyReply {
  reply.header('content-type', options.contentType);
  if (options.encoding !== 'identity') reply.header('content-encoding', options.encoding);
  if (options.fresh) {
    reply.header('etag', held.etag);
    reply.header('last-modified', held.lastModified);
    if (notModified(request, held.etag, held.mtimeMs)) return reply.code(304).send();
  }
  return reply.send(held.body);
}

function notModified(request: FastifyRequest, etag: string, mtimeMs: number): boolean {
  const { headers } = request;
  const ifNoneMatch = headers['if-none-match'];
  const ifModifiedSince = headers['if-modified-since'];
  // Most requests carry neither.
  if (ifNoneMatch === undefined && ifModifiedSince === undefined) return false;
  if (ifNoneMatch) {
    const ours = etag.replace(/^W\//, '');
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === ours);
  }
  const since = Date.parse(ifModifiedSince ?? '');
  return Number.isFinite(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}
