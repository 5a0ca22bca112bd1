/** The platform app's small pure pieces: path canonicality, log scrubbing, settings, log lines. */
import { describe, expect, it } from 'vitest';
import { platformOptionsFromEnv } from '../../../src/server/api/app/env-options.ts';
import { formatLogLine } from '../../../src/server/api/app/log-line.ts';
import { isCanonicalPath } from '../../../src/server/api/app/path-guard.ts';
import { DEFAULT_RATE_LIMITS } from '../../../src/server/api/app/rate-limits.ts';
import { scrubPersonalData } from '../../../src/server/api/app/scrub.ts';

describe('isCanonicalPath', () => {
  it.each([
    '/',
    '/api/leads',
    '/finance/',
    '/cars/a%20b',
    '/.well-known/x',
    '/x/..%2fy',
    // Dots that do not make a `.` or `..` segment (the one-scan fast path lets them by).
    '/..a/',
    '/a/.b',
    '/a/b.',
    '/a/b../c',
  ])('lets %s through', (path) => expect(isCanonicalPath(path)).toBe(true));

  it.each([
    '//api/leads',
    '/api//leads',
    '/api/../x',
    '/api/./leads',
    '/%2e%2e/x',
    '/api/%2E/leads',
    '/a\\b',
    '/a%5cb',
    '/a%00',
    '/%zz',
    '/..',
    '/a/..',
    '/a/.',
    '/a\0b',
    'api/leads',
    'http://evil.example/api',
  ])('refuses %s', (path) => expect(isCanonicalPath(path)).toBe(false));
});

describe('scrubPersonalData', () => {
  it('takes out e-mails and phone-like numbers', () => {
    expect(scrubPersonalData('mail ada.l+cars@example.com.au now')).toBe('mail [email] now');
    expect(scrubPersonalData('call 0412 345 678 or +64 21 123 4567')).toBe(
      'call [number] or [number]',
    );
    expect(scrubPersonalData('from 203.0.113.195')).toBe('from [number]');
  });

  it('keeps short numbers, dates and file paths', () => {
    const text =
      'status 404 in 12.5 ms on 2026-06-01 at node_modules/@fastify/static/index.js:12:3';
    expect(scrubPersonalData(text)).toBe(text);
  });
});

describe('platformOptionsFromEnv', () => {
  it('reads hosts, proxies, HSTS and budgets', () => {
    expect(
      platformOptionsFromEnv({
        FORECOURT_PLATFORM_HOST: 'api.forecourt.example, admin.forecourt.example',
        FORECOURT_TRUST_PROXY: '10.0.0.0/8',
        FORECOURT_HSTS: 'true',
        FORECOURT_RATE_PER_IP: '30',
        FORECOURT_FILE_CACHE_MB: '64',
      }),
    ).toEqual({
      platformHosts: ['api.forecourt.example', 'admin.forecourt.example'],
      trustProxy: ['10.0.0.0/8'],
      hsts: true,
      rateLimits: {
        perIp: { max: 30, timeWindowMs: 60_000 },
        perTenant: DEFAULT_RATE_LIMITS.perTenant,
      },
      fileCacheBytes: 64 * 1024 * 1024,
    });
  });

  it('defaults the budgets, turns them off on request, refuses nonsense', () => {
    expect(platformOptionsFromEnv({})).toEqual({ rateLimits: DEFAULT_RATE_LIMITS });
    expect(platformOptionsFromEnv({ FORECOURT_RATE_PER_TENANT: 'off' }).rateLimits).toBe(false);
    expect(() => platformOptionsFromEnv({ FORECOURT_RATE_PER_IP: 'lots' })).toThrow(
      /FORECOURT_RATE_PER_IP/,
    );
  });
});

describe('formatLogLine', () => {
  it('prints a request as one short line', () => {
    const json = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 5, 1, 0, 0, 7),
      method: 'GET',
      path: '/finance',
      status: 200,
      ms: 2.1,
      tenant: 'alpha',
    });
    expect(formatLogLine(json)).toMatch(/^\d\d:\d\d:07 200 GET alpha \/finance 2\.1 ms\n$/);
  });

  it('prints other messages with their level and error', () => {
    const json = JSON.stringify({ level: 50, time: 0, msg: 'request failed', err: { stack: 'E' } });
    expect(formatLogLine(json)).toMatch(/ error request failed\nE\n$/);
  });
});
