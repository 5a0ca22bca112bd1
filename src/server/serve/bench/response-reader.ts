/**
 * Reads HTTP/1.1 responses off one keep-alive connection, one request outstanding at a time,
 * counting each body's bytes as they arrive and keeping none of them: the bench's clients
 * need the status, the size and the moment the last byte came, nothing else. Bodies framed by
 * Content-Length and chunked bodies are understood; a response to a HEAD request, 1xx, 204
 * and 304 have none. Anything the reader cannot frame throws, and the bench counts the
 * connection's request as an error.
 */

export interface ReadResponse {
  status: number;
  /** Body bytes as sent on the wire (chunk framing excluded). */
  bodyBytes: number;
  /** The server closes the connection after this response. */
  closes: boolean;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');
/** A response head longer than this is not an answer the bench understands. */
const MAX_HEAD_BYTES = 64 * 1024;

type State =
  | { kind: 'head' }
  | { kind: 'body'; left: number }
  | { kind: 'chunk-size' }
  | { kind: 'chunk-data'; left: number }
  | { kind: 'chunk-end' }
  | { kind: 'trailers' };

export class ResponseReader {
  private state: State = { kind: 'head' };
  /** Bytes of a head, chunk-size line or trailer line that arrived split across reads. */
  private pending: Buffer | null = null;
  private response: ReadResponse | null = null;
  private bodyless = false;

  /** The next response will answer a HEAD request: it has headers only. */
  expectHeadersOnly(): void {
    this.bodyless = true;
  }

  /**
   * Feeds what the socket read. Returns the response once its last byte is in, else null.
   * Bytes after a complete response mean the server answered something not asked for: with
   * one request outstanding that is a protocol error.
   */
  feed(chunk: Buffer): ReadResponse | null {
    const data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    let offset = 0;
    while (offset < data.length || this.isComplete()) {
      if (this.isComplete()) {
        if (offset < data.length) throw new Error('Bytes after a complete response');
        return this.finish();
      }
      const state = this.state;
      switch (state.kind) {
        case 'head': {
          const end = data.indexOf(HEAD_END, offset);
          if (end === -1) return this.keep(data, offset, 'response head');
          this.readHead(data.toString('latin1', offset, end));
          offset = end + HEAD_END.length;
          break;
        }
        case 'body':
        case 'chunk-data': {
          const taken = Math.min(state.left, data.length - offset);
          state.left -= taken;
          offset += taken;
          this.response!.bodyBytes += taken;
          if (state.kind === 'chunk-data' && state.left === 0) this.state = { kind: 'chunk-end' };
          break;
        }
        case 'chunk-size': {
          const end = data.indexOf(CRLF, offset);
          if (end === -1) return this.keep(data, offset, 'chunk size line');
          const size = Number.parseInt(data.toString('latin1', offset, end).split(';')[0]!, 16);
          if (!Number.isInteger(size) || size < 0) throw new Error('Malformed chunk size');
          this.state = size === 0 ? { kind: 'trailers' } : { kind: 'chunk-data', left: size };
          offset = end + CRLF.length;
          break;
        }
        case 'chunk-end': {
          if (data.length - offset < CRLF.length) return this.keep(data, offset, 'chunk end');
          if (data[offset] !== 0x0d || data[offset + 1] !== 0x0a) {
            throw new Error('Chunk data longer than its size');
          }
          this.state = { kind: 'chunk-size' };
          offset += CRLF.length;
          break;
        }
        case 'trailers': {
          const end = data.indexOf(CRLF, offset);
          if (end === -1) return this.keep(data, offset, 'trailer line');
          // An empty line ends the trailers, and with them the response.
          if (end === offset) this.state = { kind: 'body', left: 0 };
          offset = end + CRLF.length;
          break;
        }
      }
    }
    return null;
  }

  private isComplete(): boolean {
    return this.response !== null && this.state.kind === 'body' && this.state.left === 0;
  }

  private finish(): ReadResponse {
    const response = this.response!;
    this.response = null;
    this.state = { kind: 'head' };
    return response;
  }

  private keep(data: Buffer, offset: number, what: string): null {
    if (data.length - offset > MAX_HEAD_BYTES) throw new Error(`Unterminated ${what}`);
    // Copied: the socket may reuse the memory of what it handed us.
    this.pending = Buffer.from(data.subarray(offset));
    return null;
  }

  private readHead(head: string): void {
    const lines = head.split('\r\n');
    const statusLine = /^HTTP\/1\.([01]) (\d{3})/.exec(lines[0] ?? '');
    if (!statusLine) throw new Error(`Not an HTTP/1.x status line: ${lines[0] ?? ''}`);
    const status = Number(statusLine[2]);
    const fields = new Map<string, string>();
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon > 0) fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1));
    }
    if (status < 200) {
      // An interim answer (100 Continue, 103 Early Hints): the real one follows.
      return;
    }
    const connection = (fields.get('connection') ?? '').trim().toLowerCase();
    const closes = connection === 'close' || (statusLine[1] === '0' && connection !== 'keep-alive');
    this.response = { status, bodyBytes: 0, closes };
    const bodyless = this.bodyless || status === 204 || status === 304;
    this.bodyless = false;
    const chunked = /(^|,)\s*chunked\s*$/i.test(fields.get('transfer-encoding') ?? '');
    const length = fields.get('content-length');
    if (bodyless) this.state = { kind: 'body', left: 0 };
    else if (chunked) this.state = { kind: 'chunk-size' };
    else if (length !== undefined && /^\s*\d+\s*$/.test(length)) {
      this.state = { kind: 'body', left: Number(length) };
    } else throw new Error('A response without Content-Length or chunked framing');
  }
}
