/** The bench's clients frame each answer by its headers and count its body without keeping it. */
import { describe, expect, it } from 'vitest';
import { ResponseReader } from '../../../src/server/serve/bench/response-reader.ts';

const bytes = (text: string) => Buffer.from(text, 'latin1');

/** Feeds `text` cut at every `step` bytes; the response once complete, and where it came. */
function feedInPieces(text: string, step: number) {
  const reader = new ResponseReader();
  const whole = bytes(text);
  const answers: { at: number; response: unknown }[] = [];
  for (let at = 0; at < whole.length; at += step) {
    const response = reader.feed(whole.subarray(at, at + step));
    if (response) answers.push({ at: Math.min(at + step, whole.length), response });
  }
  return { answers, length: whole.length };
}

const fixed = 'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 11\r\n\r\nhello world';
const chunked =
  'HTTP/1.1 404 Not Found\r\nTransfer-Encoding: chunked\r\n\r\n' +
  '5;ext=1\r\nhello\r\n6\r\n world\r\n0\r\nX-Trailer: yes\r\n\r\n';

describe('ResponseReader', () => {
  it.each([1, 2, 7, 64, 1000])('frames a Content-Length body fed %i bytes at a time', (step) => {
    const { answers, length } = feedInPieces(fixed, step);
    expect(answers).toEqual([
      { at: length, response: { status: 200, bodyBytes: 11, closes: false } },
    ]);
  });

  it.each([1, 3, 10, 1000])(
    'frames a chunked body with trailers fed %i bytes at a time',
    (step) => {
      const { answers, length } = feedInPieces(chunked, step);
      expect(answers).toEqual([
        { at: length, response: { status: 404, bodyBytes: 11, closes: false } },
      ]);
    },
  );

  it('reads one response after another on the same connection', () => {
    const reader = new ResponseReader();
    expect(reader.feed(bytes(fixed))).toMatchObject({ status: 200 });
    expect(reader.feed(bytes(chunked))).toMatchObject({ status: 404, bodyBytes: 11 });
    expect(reader.feed(bytes(fixed.slice(0, 20)))).toBeNull();
    expect(reader.feed(bytes(fixed.slice(20)))).toMatchObject({ status: 200, bodyBytes: 11 });
  });

  it('knows answers without a body: 304, 204 and a HEAD request', () => {
    const reader = new ResponseReader();
    expect(reader.feed(bytes('HTTP/1.1 304 Not Modified\r\nETag: "x"\r\n\r\n'))).toEqual({
      status: 304,
      bodyBytes: 0,
      closes: false,
    });
    expect(reader.feed(bytes('HTTP/1.1 204 No Content\r\n\r\n'))).toMatchObject({ status: 204 });
    reader.expectHeadersOnly();
    expect(reader.feed(bytes('HTTP/1.1 200 OK\r\nContent-Length: 500\r\n\r\n'))).toEqual({
      status: 200,
      bodyBytes: 0,
      closes: false,
    });
  });

  it('skips an interim 103 and reads the answer after it', () => {
    const reader = new ResponseReader();
    const text = 'HTTP/1.1 103 Early Hints\r\nLink: </a.css>\r\n\r\n' + fixed;
    expect(reader.feed(bytes(text))).toMatchObject({ status: 200, bodyBytes: 11 });
  });

  it('says when the server closes the connection after the answer', () => {
    const close =
      'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';
    expect(new ResponseReader().feed(bytes(close))).toEqual({
      status: 503,
      bodyBytes: 0,
      closes: true,
    });
    const old = 'HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok';
    expect(new ResponseReader().feed(bytes(old))).toMatchObject({ closes: true });
  });

  it.each([
    ['a body the server did not frame', 'HTTP/1.1 200 OK\r\n\r\nwhatever'],
    ['something that is not HTTP', 'SSH-2.0-OpenSSH\r\n\r\n'],
    ['bytes after the answer', `${fixed}extra`],
    ['a malformed chunk size', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'],
    [
      'chunk data longer than its size',
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n0\r\n\r\n',
    ],
  ])('refuses %s', (_what, text) => {
    expect(() => new ResponseReader().feed(bytes(text))).toThrow();
  });
});
