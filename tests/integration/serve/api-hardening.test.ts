/**
 * What every /api route gets from the platform app without opting in, over real HTTP:
 * known hosts only, canonical paths only, same-origin writes, body limits and parsers, JSON
 * errors, security headers, and logs without personal data.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPlatformApp,
  type PlatformAppOptions,
} from '../../../src/server/api/app/platform-app.ts';
import { ApiError } from '../../../src/server/api/app/errors.ts';
import { createPlatformLogger } from '../../../src/server/api/app/logging.ts';
import { listenOnLoopback, type RunningServer } from '../../../src/server/serve/server.ts';
import { logCapture, send, writeSite, type RequestOptions } from './support.ts';

let dist: string;
let server: RunningServer;
const logs = logCapture();

/** A stand-in for the lead engineer's routes, registered the way they will be. */
async function testRoutes(api: FastifyInstance): Promise<void> {
  api.post('/api/echo', async (request) => {
    request.log.info({ lead: request.body }, 'lead received');
    return { tenant: request.tenant?.slug ?? null, body: request.body };
  });
  api.get('/api/ping', async (request) => ({ tenant: request.tenant?.slug ?? null }));
  api.get('/api/boom', async () => {
    throw new Error('could not reach zelda.quartermaine@example.com on 0412 345 678');
  });
  api.get('/api/teapot', async () => {
    throw new ApiError(422, 'Pick a location', { fields: { location: 'Required' } });
  });
}

async function startApp(options: Partial<PlatformAppOptions>): Promise<RunningServer> {
  const app = await createPlatformApp({ distDir: dist, ...options });
  await app.register(testRoutes);
  return listenOnLoopback(app, { port: 0, host: '127.0.0.1' });
}

const origin = (host: string) => `http://${host}:${server.port}`;
const call = (host: string, urlPath: string, options?: RequestOptions) =>
  send(server.port, host, urlPath, options);
const postJson = (host: string, body: unknown, headers: Record<string, string> = {}) =>
  call(host, '/api/echo', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: origin(host), ...headers },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'forecourt-api-'));
  await writeSite(dist, 'alpha', { 'index.html': 'alpha home' });
  await writeSite(dist, 'beta', { 'index.html': 'beta home' });
  server = await startApp({
    logger: createPlatformLogger({ level: 'info', destination: logs.stream }),
    platformHosts: ['api.forecourt.test'],
    rateLimits: false,
  });
});

afterAll(async () => {
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('bodies', () => {
  it('takes JSON and urlencoded bodies', async () => {
    const json = await postJson('alpha.localhost', { name: 'Ada' });
    expect(json.status).toBe(200);
    expect(JSON.parse(json.text)).toEqual({ tenant: 'alpha', body: { name: 'Ada' } });
    const form = await call('alpha.localhost', '/api/echo', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: origin('alpha.localhost'),
      },
      body: 'form=subscribe&email=a%40b.co',
    });
    expect(JSON.parse(form.text).body).toEqual({ form: 'subscribe', email: 'a@b.co' });
  });

  it('refuses a body over 32 KB with 413', async () => {
    const reply = await postJson('alpha.localhost', { message: 'x'.repeat(33 * 1024) });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.text)).toEqual({ error: 'Request body is too large' });
  });

  it('refuses other content types with 415 and malformed JSON with 400, quoting nothing', async () => {
    const text = await call('alpha.localhost', '/api/echo', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: origin('alpha.localhost') },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    expect(JSON.parse(text.text)).toEqual({ error: 'Unsupported content type' });
    const broken = await call('alpha.localhost', '/api/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: origin('alpha.localhost') },
      body: '{"email": "quoted@example.com",',
    });
    expect(broken.status).toBe(400);
    expect(broken.text).not.toContain('quoted@example.com');
    expect(JSON.parse(broken.text)).toEqual({ error: 'Bad request' });
  });
});

describe('same-origin writes', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['another tenant’s origin', { origin: 'http://beta.localhost:1' }],
    ['no Origin or Referer', { origin: '' }],
    ['a null Origin', { origin: 'null' }],
    ['a foreign Referer alone', { origin: '', referer: 'https://evil.example/form' }],
  ])('refuses %s with 403', async (_, headers) => {
    const reply = await postJson('alpha.localhost', { a: 1 }, headers);
    expect(reply.status).toBe(403);
    expect(JSON.parse(reply.text)).toEqual({ error: 'Cross-origin request refused' });
  });

  it("accepts the tenant's local origin, its public site's origin, or a same-origin Referer", async () => {
    expect((await postJson('alpha.localhost', { a: 1 })).status).toBe(200);
    const site = await postJson(
      'alpha.localhost',
      { a: 1 },
      { origin: 'https://www.alpha.com.au' },
    );
    expect(site.status).toBe(200);
    const referer = await postJson(
      'alpha.localhost',
      { a: 1 },
      { origin: '', referer: `${origin('alpha.localhost')}/contact-us` },
    );
    expect(referer.status).toBe(200);
  });

  it('leaves reads alone', async () => {
    expect((await call('alpha.localhost', '/api/ping')).status).toBe(200);
  });
});

describe('hosts', () => {
  it('answers only on a built tenant’s host or the platform’s own', async () => {
    const unknown = await call('www.example.com', '/api/ping');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toEqual({ error: 'Unknown host' });
    expect((await call('gamma.localhost', '/api/ping')).status).toBe(404);
    expect(JSON.parse((await call('localhost', '/api/ping')).text)).toEqual({ tenant: null });
    expect(JSON.parse((await call('api.forecourt.test', '/api/ping')).text)).toEqual({
      tenant: null,
    });
    expect(JSON.parse((await call('www.beta.com.au', '/api/ping')).text)).toEqual({
      tenant: 'beta',
    });
  });

  it('never reaches a route for an unknown host, whatever the path', async () => {
    const reply = await call('www.example.com', '/api/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://www.example.com' },
      body: '{}',
    });
    expect(reply.status).toBe(404);
  });
});

describe('paths that could route around the checks', () => {
  it.each(['//api/echo', '/api/../api/echo', '/api/%2e%2e/api/echo', '/x/..%2f../api/echo'])(
    'refuses %s',
    async (urlPath) => {
      const reply = await call('alpha.localhost', urlPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: '{}',
      });
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.text).not.toContain('"tenant"');
    },
  );

  it('keeps the checks on a route reached through percent-encoded letters', async () => {
    const reply = await call('alpha.localhost', '/%61pi/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(reply.status).toBe(403);
  });

  it('answers // and dot-segment paths with a JSON 404', async () => {
    for (const urlPath of ['//api/ping', '/api/./ping', '/api/%2E/ping']) {
      const reply = await call('alpha.localhost', urlPath);
      expect(reply.status).toBe(404);
      expect(JSON.parse(reply.text)).toEqual({ error: 'Not found' });
    }
  });
});

describe('errors and security headers', () => {
  it('answers JSON { error } with the API policy on every API answer and error', async () => {
    const answers = [
      await call('alpha.localhost', '/api/ping'),
      await call('alpha.localhost', '/api/nothing-here'),
      await call('alpha.localhost', '/api/boom'),
      await postJson('alpha.localhost', { a: 1 }, { origin: 'https://evil.example' }),
      await postJson('alpha.localhost', { m: 'x'.repeat(40_000) }),
      await call('www.example.com', '/api/ping'),
      await call('alpha.localhost', '//api/ping'),
    ];
    expect(answers.map((reply) => reply.status)).toEqual([200, 404, 500, 403, 413, 404, 404]);
    for (const reply of answers) {
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(reply.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['strict-transport-security']).toBeUndefined();
      if (reply.status >= 400) expect(typeof JSON.parse(reply.text).error).toBe('string');
    }
  });

  it('hides the message of an unexpected error and shows a chosen one', async () => {
    expect(JSON.parse((await call('alpha.localhost', '/api/boom')).text)).toEqual({
      error: 'Internal server error',
    });
    const chosen = await call('alpha.localhost', '/api/teapot');
    expect(chosen.status).toBe(422);
    expect(JSON.parse(chosen.text)).toEqual({
      error: 'Pick a location',
      fields: { location: 'Required' },
    });
  });
});

describe('logs', () => {
  it('write one line per request and never a name, e-mail, phone, query or address', async () => {
    const lead = {
      name: 'Zelda',
      last_name: 'Quartermaine',
      email: 'zelda.quartermaine@example.com',
      phone: '0412 345 678',
      message: 'Call me on +61 412 345 678 about the Outback',
    };
    // From an address of its own, to look for it in the logs.
    const client = { localAddress: '127.0.0.77' };
    const posted = await call('alpha.localhost', '/api/echo', {
      ...client,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: origin('alpha.localhost') },
      body: JSON.stringify(lead),
    });
    expect(posted.status).toBe(200);
    const query = '?email=zelda.quartermaine%40example.com&phone=0412345678';
    await call('alpha.localhost', `/api/ping${query}`, client);
    await call('alpha.localhost', '/api/boom', client);
    await call('alpha.localhost', `/${query}`, client);

    const text = logs.lines().join('\n');
    const secrets = ['Zelda', 'Quartermaine', 'zelda', '0412', '412 345', '345 678', '127.0.0.77'];
    for (const secret of secrets) {
      expect(text).not.toContain(secret);
    }
    const lines = logs.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLine = lines.find(
      (line) => line['route'] === '/api/echo' && line['status'] === 200,
    );
    expect(requestLine).toMatchObject({ method: 'POST', path: '/api/echo', tenant: 'alpha' });
    expect(typeof requestLine?.['ms']).toBe('number');
    const failure = lines.find((line) => line['msg'] === 'request failed' && line['err']);
    expect(JSON.stringify(failure)).toContain('[email]');
  });
});

describe('HSTS behind TLS', () => {
  it('is sent only when the app is told it runs behind TLS', async () => {
    const tls = await startApp({ logger: false, hsts: true, rateLimits: false });
    try {
      const reply = await send(tls.port, 'alpha.localhost', '/api/ping');
      expect(reply.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await tls.close();
    }
  });
});
