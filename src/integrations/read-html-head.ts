import { closeSync, openSync, readSync } from 'node:fs';

/** How much of a page is read at a time while looking for the end of its head. */
const CHUNK_BYTES = 16 * 1024;

/** `</head>` in any letter case, searched byte by byte (ASCII), so no decoding is needed. */
const HEAD_END = /<\/head>/i;
const HEAD_END_TAG = '</head>';

/**
 * The start of an HTML file up to and including `</head>` (the whole file when it has none),
 * or null when there is no such file (or it is a directory).
 *
 * The sitemap asks every page whether its head opts out of indexing. A car page is about
 * 120 KB, of which the head is about 7 KB. Decoding a whole car page cost about 1 ms (0.9 ms
 * measured for one with a non-Latin-1 character), for every one of a 5,000-car dealer's
 * 10,000 pages. Read synchronously: with the promise API, the round trips to libuv's pool
 * (open, read, close) made the sitemap of a 5,000-car dealer take 1.31 s.
 */
export function readHtmlHead(file: string): string | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    return notFoundAsNull(error);
  }
  try {
    const chunks: Buffer[] = [];
    let length = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      const bytesRead = readSync(fd, chunk, 0, CHUNK_BYTES, length);
      if (bytesRead === 0) return Buffer.concat(chunks, length).toString('utf8');
      const previous = chunks.at(-1);
      chunks.push(chunk.subarray(0, bytesRead));
      // The new bytes and enough of the previous chunk to catch a `</head>` split between them.
      // latin1 maps each byte to one character, so a match's index is a byte offset; `</head>`
      // is ASCII, and ASCII bytes are never part of a multi-byte UTF-8 character.
      const overlap = previous ? previous.subarray(-(HEAD_END_TAG.length - 1)) : Buffer.alloc(0);
      const window = Buffer.concat([overlap, chunk.subarray(0, bytesRead)]);
      const found = window.toString('latin1').search(HEAD_END);
      const windowStart = length - overlap.length;
      length += bytesRead;
      if (found !== -1) {
        const headBytes = windowStart + found + HEAD_END_TAG.length;
        return Buffer.concat(chunks, length).toString('utf8', 0, headBytes);
      }
    }
  } catch (error) {
    return notFoundAsNull(error);
  } finally {
    closeSync(fd);
  }
}

function notFoundAsNull(error: unknown): null {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
  throw error;
}

/**
 * The start of a page's bytes up to and including `</head>` (all of it when it has none):
 * readHtmlHead for a page already in memory, as the build's compression worker holds each
 * page it is handed.
 */
export function htmlHeadOf(bytes: Uint8Array): string {
  const page = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Astro writes the tag in lower case, found without decoding; the text up to it is then
  // searched in any case (latin1: one character per byte), as readHtmlHead does.
  const lowerCase = page.indexOf(HEAD_END_TAG);
  const searched = lowerCase === -1 ? page.length : lowerCase + HEAD_END_TAG.length;
  const end = page.toString('latin1', 0, searched).search(HEAD_END);
  return page.toString('utf8', 0, end === -1 ? page.length : end + HEAD_END_TAG.length);
}
