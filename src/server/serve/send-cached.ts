import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Encoding } from './accept-encoding.ts';
import type { CachedFile } from './file-cache.ts';

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
    const etag = `W/"${held.body.length.toString(16)}-${Math.trunc(held.mtimeMs).toString(16)}"`;
    reply.header('etag', etag);
    reply.header('last-modified', new Date(held.mtimeMs).toUTCString());
    if (notModified(request, etag, held.mtimeMs)) return reply.code(304).send();
  }
  return reply.send(held.body);
}

function notModified(request: FastifyRequest, etag: string, mtimeMs: number): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) {
    const ours = etag.replace(/^W\//, '');
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === ours);
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}
