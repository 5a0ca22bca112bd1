/**
 * A stand-in for Algolia's REST API on loopback: records every request and answers the calls
 * the sync and search clients make (settings, tasks, index operations, batches, queries).
 * Real HTTP, so the real algoliasearch clients run unchanged, pointed here via `hosts`.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface AlgoliaReceiver {
  requests: ReceivedRequest[];
  hosts: { url: string; port: number; protocol: 'http'; accept: 'readWrite' }[];
  /** Answer the next matching requests with this status and body instead. */
  failWhen(test: (r: ReceivedRequest) => boolean, status: number, body: object): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  let raw = Buffer.concat(chunks);
  if (req.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
  const text = raw.toString('utf8');
  return text === '' ? null : (JSON.parse(text) as unknown);
}

/** Answers the queries endpoint with an empty result per request, echoing its parameters. */
function queriesAnswer(body: unknown): object {
  const requests = (body as { requests?: Record<string, unknown>[] }).requests ?? [];
  return {
    results: requests.map((r) =>
      r.type === 'facet'
        ? { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 1 }
        : {
            hits: [],
            nbHits: 0,
            page: 0,
            nbPages: 0,
            hitsPerPage: r.hitsPerPage ?? 20,
            processingTimeMS: 1,
            query: r.query ?? '',
            params: '',
            index: r.indexName,
            exhaustiveNbHits: true,
          },
    ),
  };
}

function answer(r: ReceivedRequest, taskID: number): [number, object] {
  const now = new Date().toISOString();
  if (r.method === 'GET' && /^\/1\/indexes\/[^/]+\/task\/\d+$/.test(r.path))
    return [200, { status: 'published', pendingTask: false }];
  if (r.method === 'PUT' && r.path.endsWith('/settings')) return [200, { taskID, updatedAt: now }];
  if (r.method === 'POST' && r.path.endsWith('/operation'))
    return [200, { taskID, updatedAt: now }];
  if (r.method === 'POST' && r.path.endsWith('/batch')) {
    const requests = (r.body as { requests: { body: { objectID: string } }[] }).requests;
    return [200, { taskID, objectIDs: requests.map((q) => q.body.objectID) }];
  }
  if (r.method === 'POST' && r.path === '/1/indexes/*/queries') return [200, queriesAnswer(r.body)];
  return [404, { message: `no route ${r.method} ${r.path}`, status: 404 }];
}

export async function startAlgoliaReceiver(): Promise<AlgoliaReceiver> {
  const requests: ReceivedRequest[] = [];
  const failures: { test: (r: ReceivedRequest) => boolean; status: number; body: object }[] = [];
  let taskID = 100;
  const server: Server = createServer((req, res) => {
    readBody(req).then(
      (body) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const received = {
          method: req.method ?? 'GET',
          path: decodeURIComponent(url.pathname),
          headers: req.headers,
          body,
        };
        requests.push(received);
        const failure = failures.find((f) => f.test(received));
        const [status, payload] = failure
          ? [failure.status, failure.body]
          : answer(received, ++taskID);
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      },
      () => {
        res.writeHead(400).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    hosts: [{ url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite' }],
    failWhen: (test, status, body) => failures.push({ test, status, body }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
