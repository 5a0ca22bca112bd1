/**
 * The serving bench's load generator against a real HTTP server on loopback: every answer
 * counted with its status and body bytes, and a connection the server drops mid-answer
 * counted as an error and opened again.
 */
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runHttpLoad } from '../../../src/server/serve/bench/http-load.ts';

const BODY = 'x'.repeat(5000);
let server: Server;
const seen: { path: string; host: string; encoding: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({
      path: request.url ?? '',
      host: request.headers.host ?? '',
      encoding: String(request.headers['accept-encoding']),
    });
    if (request.url === '/ok') response.writeHead(200, { 'content-length': BODY.length });
    else if (request.url === '/chunked') response.writeHead(200);
    else if (request.url === '/missing') response.writeHead(404, { 'content-length': 4 });
    else {
      // Half an answer, then the connection goes.
      response.writeHead(200, { 'content-length': BODY.length });
      response.write(BODY.slice(0, 100), () => request.socket.destroy());
      return;
    }
    response.end(request.url === '/missing' ? 'gone' : BODY);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
});

afterAll(() => server.close());

it('sends each request in turn and counts answers, failures and bytes', async () => {
  const paths = ['/ok', '/chunked', '/missing', '/broken'];
  const result = await runHttpLoad({
    port: (server.address() as AddressInfo).port,
    requests: paths.map((path) => ({
      path,
      headers: { host: 'alpha.localhost:4321', 'accept-encoding': 'br' },
    })),
    connections: 3,
    durationSeconds: 1,
  });
  const answered = (path: string) => seen.filter((request) => request.path === path).length;
  expect(result.requests).toBe(answered('/ok') + answered('/chunked') + answered('/missing'));
  expect(result.non2xx).toBe(answered('/missing'));
  expect(result.errors).toBe(answered('/broken'));
  expect(result.errors).toBeGreaterThan(0);
  expect(result.bytes).toBe(
    (answered('/ok') + answered('/chunked')) * BODY.length + answered('/missing') * 4,
  );
  expect(result.latencies.length).toBe(result.requests);
  expect([...result.latencies]).toEqual([...result.latencies].sort((a, b) => a - b));
  expect(new Set(seen.map((request) => `${request.host} ${request.encoding}`))).toEqual(
    new Set(['alpha.localhost:4321 br']),
  );
});

it('with a request limit, sends exactly that many and stops without waiting out the time', async () => {
  seen.length = 0;
  const result = await runHttpLoad({
    port: (server.address() as AddressInfo).port,
    requests: ['/ok', '/chunked', '/missing'].map((path) => ({
      path,
      headers: { host: 'alpha.localhost:4321', 'accept-encoding': 'gzip' },
    })),
    connections: 4,
    durationSeconds: Infinity,
    maxRequests: 7,
  });
  expect(result.requests).toBe(7);
  expect(seen.map((request) => request.path).sort()).toEqual(
    ['/ok', '/chunked', '/missing', '/ok', '/chunked', '/missing', '/ok'].sort(),
  );
});
