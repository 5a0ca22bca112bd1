import { describe, expect, it } from 'vitest';
import { httpOutcome, smtpOutcome } from '../../../src/lib/delivery/index.ts';

const now = new Date('2026-03-14T08:00:00Z');

describe('httpOutcome', () => {
  it.each([200, 201, 202, 204, 299])('%d: delivered', (status) => {
    expect(httpOutcome(status, null, now)).toEqual({ kind: 'delivered' });
  });

  it('410: gone, so the endpoint is disabled', () => {
    expect(httpOutcome(410, '60', now)).toEqual({ kind: 'gone', error: 'HTTP 410' });
  });

  it.each([408, 425, 429, 500, 502, 503, 504, 599])('%d: retry', (status) => {
    expect(httpOutcome(status, null, now)).toEqual({ kind: 'retry', error: `HTTP ${status}` });
  });

  it('honours Retry-After on a retry, in seconds or as a date', () => {
    expect(httpOutcome(429, '120', now)).toEqual({
      kind: 'retry',
      error: 'HTTP 429',
      retryAfterMs: 120_000,
    });
    expect(httpOutcome(503, 'Sat, 14 Mar 2026 08:05:00 GMT', now)).toEqual({
      kind: 'retry',
      error: 'HTTP 503',
      retryAfterMs: 300_000,
    });
    expect(httpOutcome(503, 'whenever', now)).toEqual({ kind: 'retry', error: 'HTTP 503' });
  });

  it.each([400, 401, 403, 404, 405, 409, 413, 415, 422])('%d: failed', (status) => {
    expect(httpOutcome(status, '60', now)).toEqual({ kind: 'failed', error: `HTTP ${status}` });
  });

  it.each([301, 302, 307, 308])('%d: failed, as a redirect is not followed', (status) => {
    expect(httpOutcome(status, null, now)).toEqual({
      kind: 'failed',
      error: `HTTP ${status}: webhook redirects are not followed`,
    });
  });
});

describe('smtpOutcome', () => {
  it.each([421, 450, 451, 452])('a %d reply: retry', (responseCode) => {
    expect(smtpOutcome({ responseCode, code: 'EENVELOPE' })).toEqual({
      kind: 'retry',
      error: `SMTP ${responseCode} (EENVELOPE)`,
    });
  });

  it.each([500, 535, 550, 552, 554])('a %d reply: failed', (responseCode) => {
    expect(smtpOutcome({ responseCode })).toEqual({
      kind: 'failed',
      error: `SMTP ${responseCode}`,
    });
  });

  it.each(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EPROTOCOL', undefined])(
    'no reply, %s: retry',
    (code) => {
      expect(smtpOutcome({ code })).toMatchObject({ kind: 'retry' });
    },
  );

  it.each(['EENVELOPE', 'EMESSAGE', 'ECONFIG', 'ENOAUTH'])(
    'a %s error before the server said anything: failed',
    (code) => {
      expect(smtpOutcome({ code })).toEqual({
        kind: 'failed',
        error: `SMTP message refused before sending (${code})`,
      });
    },
  );
});
