/**
 * The signed-in session of a request: the `fc_session` cookie's token looked up (by its hash)
 * among the sessions of the dealer whose host was asked, so a cookie carried to another
 * dealer's host signs nobody in there.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  isSessionToken,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  sessionCookieAttributes,
} from '../../../lib/auth/index.ts';
import type { Store } from '../store/index.ts';
import { newSessionToken, tokenHash } from './secrets.ts';

export interface SignedIn {
  /** E.164. */
  phone: string;
  tokenHash: string;
}

/**
 * The request's session at `tenant`, or null. A session due its daily renewal is renewed and
 * its cookie sent again; a cookie naming no live session is cleared.
 */
export async function currentSession(
  request: FastifyRequest,
  reply: FastifyReply,
  store: Store,
  tenant: string,
): Promise<SignedIn | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (token === undefined) return null;
  const hash = isSessionToken(token) ? tokenHash(token) : null;
  const session = hash === null ? undefined : await store.findSession(tenant, hash);
  if (!session || hash === null) {
    clearSessionCookie(request, reply);
    return null;
  }
  if (session.renewed) setSessionCookie(request, reply, token);
  return { phone: session.phone, tokenHash: hash };
}

/** Starts a session for a phone that proved itself, and sets its cookie. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  store: Store,
  tenant: string,
  phone: string,
): Promise<void> {
  const token = newSessionToken();
  await store.createSession({ tenant, phone, tokenHash: tokenHash(token) });
  setSessionCookie(request, reply, token);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(SESSION_COOKIE, '', {
    ...sessionCookieAttributes(request.host, request.protocol, 0),
    expires: new Date(0),
  });
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(
    SESSION_COOKIE,
    token,
    sessionCookieAttributes(request.host, request.protocol, SESSION_TTL_MS / 1000),
  );
}
