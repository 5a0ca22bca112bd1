/**
 * Signed-in sessions: an opaque random token in the `fc_session` cookie, only its SHA-256
 * kept on the server, 30 days from the last renewal, renewed at most once a day while used
 * (sliding), host-only, HttpOnly, SameSite=Lax and Secure except on local http hosts.
 */
export const SESSION_COOKIE = 'fc_session';
export const SESSION_TTL_MS = 30 * 86_400_000;
/** A session in use is renewed at most this often (one write a day, not one a request). */
export const SESSION_RENEW_AFTER_MS = 86_400_000;
/** Bytes of randomness in a token: 256 bits (ASVS V7.2.3 asks for at least 128). */
export const SESSION_TOKEN_BYTES = 32;

export interface SessionTimes {
  renewedAt: Date;
  expiresAt: Date;
}

/** `expired`: gone; `renew`: valid, and due its daily renewal; `valid`: nothing to do. */
export function sessionStatus(session: SessionTimes, now: Date): 'expired' | 'renew' | 'valid' {
  if (now.getTime() >= session.expiresAt.getTime()) return 'expired';
  return now.getTime() - session.renewedAt.getTime() >= SESSION_RENEW_AFTER_MS ? 'renew' : 'valid';
}

export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_TTL_MS);
}

/** A token as the cookie carries it: 256 bits in base64url, 43 characters. */
export function isSessionToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export interface SessionCookieAttributes {
  path: '/';
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  /** Seconds; 0 clears the cookie. */
  maxAge: number;
}

/**
 * The cookie's attributes for a request's host and protocol. Secure everywhere except a local
 * site (`localhost`, `<slug>.localhost`) over plain http, where a browser would drop a Secure
 * cookie set by http. No Domain: the cookie stays on the dealer's host alone.
 */
export function sessionCookieAttributes(
  host: string,
  protocol: string,
  maxAgeSeconds: number,
): SessionCookieAttributes {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !(protocol === 'http' && isLocalHost(host)),
    maxAge: maxAgeSeconds,
  };
}

function isLocalHost(host: string): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}
