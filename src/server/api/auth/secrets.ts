/**
 * The secrets of sign-in, made and compared with node:crypto: codes are kept as an HMAC under
 * a per-code random salt (a stolen table yields no code without trying all million per row,
 * and a code lives ten minutes), session tokens as their SHA-256 (they are 256 random bits,
 * so a fast hash is enough). Comparisons take constant time.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { newCode, SESSION_TOKEN_BYTES } from '../../../lib/auth/index.ts';

/** Six digits from the operating system's cryptographic random source. */
export function newSignInCode(): string {
  return newCode(randomInt);
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

export function codeDigest(code: string, salt: string): string {
  return createHmac('sha256', Buffer.from(salt, 'hex')).update(code).digest('hex');
}

/** Whether a typed code is the one behind a stored digest, in constant time. */
export function codeMatches(code: string, salt: string, digest: string): boolean {
  const expected = Buffer.from(digest, 'hex');
  const actual = Buffer.from(codeDigest(code, salt), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** An opaque session token for the cookie: 256 random bits, base64url. */
export function newSessionToken(): string {
  return randomBytes(SESSION_TOKEN_BYTES).toString('base64url');
}

/** What the store keeps of a token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
