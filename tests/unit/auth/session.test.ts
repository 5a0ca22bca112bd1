import { describe, expect, it } from 'vitest';
import {
  isSessionToken,
  sessionCookieAttributes,
  sessionExpiry,
  sessionStatus,
} from '../../../src/lib/auth/index.ts';

const NOW = new Date('2026-11-26T09:00:00.000Z');
const DAY = 86_400_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('sessionStatus', () => {
  it('is valid within a day of its last renewal, and due renewal after', () => {
    const session = { renewedAt: NOW, expiresAt: sessionExpiry(NOW) };
    expect(sessionStatus(session, NOW)).toBe('valid');
    expect(sessionStatus(session, at(DAY - 1))).toBe('valid');
    expect(sessionStatus(session, at(DAY))).toBe('renew');
    expect(sessionStatus(session, at(30 * DAY - 1))).toBe('renew');
  });

  it('expires 30 days after its last renewal', () => {
    expect(sessionExpiry(NOW).toISOString()).toBe('2026-12-26T09:00:00.000Z');
    const session = { renewedAt: NOW, expiresAt: sessionExpiry(NOW) };
    expect(sessionStatus(session, at(30 * DAY))).toBe('expired');
    expect(sessionStatus(session, at(31 * DAY))).toBe('expired');
  });
});

describe('isSessionToken', () => {
  it('takes 43 base64url characters only', () => {
    expect(isSessionToken('a'.repeat(43))).toBe(true);
    expect(isSessionToken('Ab0_-'.repeat(8) + 'xyz')).toBe(true);
    for (const value of [
      'a'.repeat(42),
      'a'.repeat(44),
      `${'a'.repeat(42)}=`,
      `${'a'.repeat(42)}+`,
      '',
      43,
      null,
      undefined,
    ]) {
      expect(isSessionToken(value), String(value)).toBe(false);
    }
  });
});

describe('sessionCookieAttributes', () => {
  it.each([
    ['localhost', 'http', false],
    ['localhost:4321', 'http', false],
    ['ironbark-motorcycles.localhost:4321', 'http', false],
    ['IRONBARK.LOCALHOST', 'http', false],
    ['ironbark.localhost.', 'http', false],
    ['localhost', 'https', true],
    ['ironbark.localhost', 'https', true],
    ['www.ironbarkmotorcycles.com.au', 'https', true],
    ['www.ironbarkmotorcycles.com.au', 'http', true],
    ['localhost.example.com', 'http', true],
    ['mylocalhost', 'http', true],
    ['127.0.0.1:4321', 'http', true],
  ])('%s over %s: Secure %s', (host, protocol, secure) => {
    expect(sessionCookieAttributes(host, protocol, 2_592_000)).toEqual({
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: 2_592_000,
    });
  });

  it('never names a Domain: the cookie stays on the host that set it', () => {
    expect(Object.keys(sessionCookieAttributes('www.example.com', 'https', 0))).not.toContain(
      'domain',
    );
  });
});
