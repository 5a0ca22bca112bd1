/**
 * Every answer of the platform app, byte for byte, against a recorded copy: status line,
 * headers in the order they are sent, and each body's length and hash, for about 1,200
 * requests across hosts (built tenants, a dealer's own domain, the platform's, unbuilt and
 * unknown ones), paths (pages, assets, encoded twins, a file too big to hold, the 404 page,
 * host files, unsafe and encoded paths, /api), Accept-Encodings, methods and validators; and
 * the request log lines. The site server's fast paths (hooks, the answers worked out once per
 * build, the memory cache) must never change what a client receives: a change here that is
 * meant is recorded again with `npx vitest run <this file> -u`.
 *
 * Only what a request cannot fix is normalised: the Date header, the rate limit's reset
 * countdown, and the log lines' time, host, process, milliseconds and error stacks (and the
 * line naming the port listened on).
 */
import { createHash } from 'node:crypto';
import { Agent, request } from 'node:http';
import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPlatformApp } from '../../../src/server/api/app/platform-app.ts';
import { createPlatformLogger } from '../../../src/server/api/app/logging.ts';
import { listenOnLoopback, type RunningServer } from '../../../src/server/serve/server.ts';
import { logCapture, writeSite } from './support.ts';

/** The port every Host header names, whatever the server listens on (pages quote it). */
const NAMED_PORT = 4321;
const FIXED_MTIME = new Date('2025-06-01T10:00:00.000Z');

const HEADERS_FILE = `/*
  Content-Security-Policy: default-src 'self'
  Referrer-Policy: no-referrer
/finance
  Cache-Control: public, max-age=0, must-revalidate
  X-Robots-Tag: noindex
/_astro/*
  Access-Control-Allow-Origin: *
`;

const LONG_PAGE = `<!doctype html><title>Finance</title>${'<p>Weekly repayments</p>'.repeat(200)}`;

let dist: string;
let server: RunningServer;
let agent: Agent;
const logs = logCapture();

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'forecourt-answers-'));
  await writeSite(dist, 'alpha', {
    'index.html': '<!doctype html><title>Alpha home</title>',
    'index.html.br': Buffer.from([0x1b, 0x27, 0x00, 0xf8, 0x01, 0x02]),
    'index.html.gz': Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x01, 0x02]),
    'finance/index.html': LONG_PAGE,
    'finance/index.html.gz': Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x03]),
    '404.html': '<!doctype html><title>Alpha: page not found</title>',
    '404.html.br': Buffer.from([0x1b, 0x27, 0x00, 0xf8, 0x04]),
    '_astro/island.abc123.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
    '_astro/island.abc123.js.br': Buffer.from([0x1b, 0x27, 0x05]),
    '_astro/style.def456.css': 'body{margin:0}',
    'search/index.0123456789abcdef.json': '{"hits":[]}',
    'sitemap.xml': '<?xml version="1.0"?><urlset/>',
    'media/stock/car.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'media/stock/car.webp': Buffer.alloc(3000, 7),
    'media/brochure.pdf': Buffer.alloc(1_200_000, 9),
    'robots.txt': 'User-agent: *',
    '.well-known/security.txt': 'Contact: mailto:security@example.com',
    'cars/ute one/index.html': '<!doctype html><title>Ute</title>',
    _headers: HEADERS_FILE,
    _redirects: '/old /new 301',
  });
  await writeSite(dist, 'beta', { 'index.html': 'beta home', 'secret.html': 'beta only' });
  await fixMtimes(dist);
  const app = await createPlatformApp({
    distDir: dist,
    logger: createPlatformLogger({ level: 'info', destination: logs.stream }),
    // Counted but never reached, so every answer depends on the requests alone.
    rateLimits: {
      perIp: { max: 1_000_000, timeWindowMs: 60_000 },
      perTenant: { max: 1_000_000, timeWindowMs: 60_000 },
    },
  });
  await app.register(async (api) => {
    api.get<{ Params: { id: string } }>('/api/echo/:id', async (request) => ({
      slug: request.tenant?.slug ?? null,
      id: request.params.id,
      cookies: request.cookies,
    }));
    api.post('/api/echo', async (request, reply) => {
      reply.setCookie('seen', 'yes', { path: '/', httpOnly: true });
      return { body: request.body, cookies: request.cookies };
    });
  });
  server = await listenOnLoopback(app, { port: 0, host: '127.0.0.1' });
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

async function fixMtimes(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await fixMtimes(full);
    await utimes(full, FIXED_MTIME, FIXED_MTIME);
  }
}

const HOSTS = [
  'alpha.localhost',
  'beta.localhost',
  'www.alpha.com.au',
  'localhost',
  'ghost.localhost',
  'evil.example',
];

const PATHS = [
  '/',
  '/index.html',
  '/finance',
  '/finance/',
  '/finance?utm=1',
  '/missing',
  '/404.html',
  '/secret.html',
  '/_astro/island.abc123.js',
  '/_astro/style.def456.css',
  '/search/index.0123456789abcdef.json',
  '/sitemap.xml',
  '/media/stock/car.svg',
  '/media/stock/car.webp',
  '/media/brochure.pdf',
  '/robots.txt',
  '/.well-known/security.txt',
  '/cars/ute%20one/',
  '/_headers',
  '/_redirects',
  '/.forecourt-build.json',
  '/index.html.br',
  '/%2e%2e/outside.txt',
  '//api/echo/1',
  '/a\\b',
  '/%zz',
  '/api',
  '/api/echo/7',
  '/%61pi/echo/8',
  '/api/nothing',
];

const ENCODINGS: (string | undefined)[] = ['br, gzip, deflate', 'gzip', 'identity', undefined];

interface Ask {
  method: string;
  host: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

function asks(): Ask[] {
  const list: Ask[] = [];
  for (const host of HOSTS) {
    for (const urlPath of PATHS) {
      for (const encoding of ENCODINGS) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        for (const method of ['GET', 'HEAD']) list.push({ method, host, path: urlPath, headers });
      }
    }
  }
  for (const host of ['alpha.localhost', 'localhost', 'evil.example']) {
    for (const urlPath of ['/', '/finance', '/api/echo', '/api/echo/1', '/api/nothing']) {
      for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
        const origin = `http://${host}:${NAMED_PORT}`;
        list.push({
          method,
          host,
          path: urlPath,
          headers: { origin, 'content-type': 'application/json', cookie: 'fc_a=1; b=two' },
          body: '{"hello":"world"}',
        });
        list.push({
          method,
          host,
          path: urlPath,
          headers: { origin: 'http://evil.example', 'content-type': 'application/json' },
          body: '{"hello":"world"}',
        });
      }
    }
  }
  const validators = [
    { 'if-none-match': 'W/"28-1972aef1100"' },
    { 'if-none-match': '*' },
    { 'if-none-match': '"nope", W/"28-1972aef1100"' },
    { 'if-modified-since': 'Sun, 01 Jun 2025 10:00:00 GMT' },
    { 'if-modified-since': 'Sat, 01 Jun 2024 10:00:00 GMT' },
    { 'if-modified-since': 'not a date' },
    { range: 'bytes=0-9' },
    { cookie: 'fc_session=abc; other=1' },
  ];
  for (const headers of validators) {
    for (const urlPath of ['/', '/media/stock/car.webp', '/media/brochure.pdf', '/missing']) {
      for (const encoding of ['br', 'identity']) {
        list.push({
          method: 'GET',
          host: 'alpha.localhost',
          path: urlPath,
          headers: { ...headers, 'accept-encoding': encoding },
        });
      }
    }
  }
  for (const headers of [{ cookie: 'fc_a=1; b=two' }, { cookie: 'broken' }, {}]) {
    list.push({ method: 'GET', host: 'alpha.localhost', path: '/api/echo/9', headers });
  }
  return list;
}

/** One request on the keep-alive connection: its status line, raw headers and body. */
function fetchRaw(ask: Ask): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port: server.port,
        method: ask.method,
        path: ask.path,
        headers: {
          host: `${ask.host}:${NAMED_PORT}`,
          ...ask.headers,
          // Node sends a DELETE or OPTIONS body unframed unless told its length.
          ...(ask.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(ask.body)) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const lines = [`  ${res.statusCode} ${res.statusMessage}`];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i]!;
            lines.push(`  ${name}: ${normaliseHeader(name, res.rawHeaders[i + 1]!)}`);
          }
          const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
          lines.push(`  body ${body.length} bytes ${hash}`);
          resolve(lines.join('\n'));
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(ask.body);
  });
}

function normaliseHeader(name: string, value: string): string {
  const lower = name.toLowerCase();
  if (lower === 'date') return '<date>';
  if (lower === 'x-ratelimit-reset') return '<seconds>';
  return value;
}

function normaliseLogLine(line: string): string {
  const fields = JSON.parse(line) as Record<string, unknown>;
  delete fields['time'];
  delete fields['pid'];
  delete fields['hostname'];
  if ('ms' in fields) fields['ms'] = 0;
  const error = fields['err'] as { stack?: string } | undefined;
  if (error?.stack) error.stack = '<stack>';
  return JSON.stringify(fields);
}

it('answers every request and logs it exactly as recorded', async () => {
  const all = asks();
  const answers: string[] = [];
  for (const ask of all) {
    const label = `${ask.method} ${ask.host} ${ask.path} ${JSON.stringify(ask.headers ?? {})}`;
    // A request the HTTP parser refuses closes the connection: that is its answer.
    const answer = await fetchRaw(ask).catch((error: Error) => `  ${error.message}`);
    answers.push(`${label}\n${answer}`);
  }
  // Every line is written once the server has closed (a line follows its answer out).
  agent.destroy();
  await server.close();
  expect(all.length).toBeGreaterThan(1_100);
  await expect(
    `${answers.join('\n')}\n\nlog\n${logs
      .lines()
      .filter((line) => !line.includes('Server listening at'))
      .map(normaliseLogLine)
      .join('\n')}\n`,
  ).toMatchFileSnapshot('./__snapshots__/answers-unchanged.txt');
});
