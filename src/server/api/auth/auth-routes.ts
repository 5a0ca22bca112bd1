/**
 * Sign-in by phone (issue 14 contract, docs/api.md): a code by text message, checked for a
 * session cookie; the session read back and ended. Only on dealers with the watchlist on.
 * Answers never tell whether a number has been seen before: every valid mobile is sent a
 * code, and a wrong, expired or unsent code get the same answer.
 */
import type { FastifyInstance } from 'fastify';
import {
  AUTH_MESSAGES,
  CODE_TTL_MS,
  RESEND_AFTER_SECONDS,
  displayE164,
  mobileNumber,
  signInMessage,
  tooManyCodesMessage,
  typedCode,
  type MobileNumber,
} from '../../../lib/auth/index.ts';
import { ApiError } from '../app/index.ts';
import { formRulesOf } from '../routes/tenant-context.ts';
import type { SmsSender } from '../sms/index.ts';
import type { Store } from '../store/index.ts';
import type { TenantData } from '../tenant/index.ts';
import { accountTenant, bodyObject, sendJson } from './account-tenant.ts';
import { codeDigest, codeMatches, newSalt, newSignInCode } from './secrets.ts';
import { clearSessionCookie, currentSession, startSession } from './session-cookie.ts';
import { signInLimitHooks, type SignInLimits } from './sign-in-limits.ts';

export interface AuthRouteOptions {
  store: Store;
  sms: SmsSender;
  limits: SignInLimits;
}

export function authRoutes(app: FastifyInstance, options: AuthRouteOptions): void {
  const { store, sms } = options;
  const limited = signInLimitHooks(app, options.limits);

  app.post('/api/auth/send-code', { onRequest: limited.send }, async (request, reply) => {
    const tenant = await accountTenant(request);
    const phone = phoneOf(tenant, bodyObject(request.body)['phone_number']);
    const code = newSignInCode();
    const salt = newSalt();
    const slug = tenant.dealer.slug;
    const issued = await store.issueSignInCode({
      tenant: slug,
      phone: phone.e164,
      codeDigest: codeDigest(code, salt),
      salt,
    });
    if (issued.kind === 'limited') {
      reply.header('retry-after', String(issued.retryAfterSeconds));
      throw new ApiError(429, tooManyCodesMessage(issued.retryAfterSeconds));
    }
    try {
      await sms.send({
        tenant: slug,
        to: phone.e164,
        body: signInMessage(tenant.dealer.name, code),
      });
    } catch (error) {
      request.log.error({ err: error }, 'sms: the sign-in code was not sent');
      throw new ApiError(503, AUTH_MESSAGES.notSent);
    }
    return sendJson(reply, 202, {
      sent: true,
      expires_in_seconds: CODE_TTL_MS / 1000,
      resend_after_seconds: RESEND_AFTER_SECONDS,
    });
  });

  app.post('/api/auth/verify-code', { onRequest: limited.check }, async (request, reply) => {
    const tenant = await accountTenant(request);
    const body = bodyObject(request.body);
    const phone = phoneOf(tenant, body['phone_number']);
    const code = typedCode(body['code']);
    if (code === undefined) throw new ApiError(400, AUTH_MESSAGES.codeNotRight);
    const slug = tenant.dealer.slug;
    const result = await store.checkSignInCode({
      tenant: slug,
      phone: phone.e164,
      matches: (digest, salt) => codeMatches(code, salt, digest),
    });
    if (result === 'exhausted') throw new ApiError(429, AUTH_MESSAGES.tooManyTries);
    if (result === 'wrong') throw new ApiError(400, AUTH_MESSAGES.codeNotRight);
    // A new token at every sign-in: a session id planted before it is never the one used after.
    const earlier = await currentSession(request, reply, store, slug);
    if (earlier) await store.endSession(slug, earlier.tokenHash);
    await startSession(request, reply, store, slug, phone.e164);
    return sendJson(reply, 200, { signed_in: true, phone_number: phone.e164 });
  });

  app.get('/api/auth/session', async (request, reply) => {
    const tenant = await accountTenant(request);
    const session = await currentSession(request, reply, store, tenant.dealer.slug);
    if (!session) return sendJson(reply, 200, { signed_in: false });
    return sendJson(reply, 200, {
      signed_in: true,
      phone_number: session.phone,
      phone_display: displayE164(session.phone, tenant.dealer.country),
    });
  });

  app.post('/api/auth/sign-out', async (request, reply) => {
    const tenant = await accountTenant(request);
    const everywhere = bodyObject(request.body)['everywhere'] === true;
    const slug = tenant.dealer.slug;
    const session = await currentSession(request, reply, store, slug);
    if (session && everywhere) await store.endSessionsOf(slug, session.phone);
    else if (session) await store.endSession(slug, session.tokenHash);
    clearSessionCookie(request, reply);
    return sendJson(reply, 200, { signed_in: false });
  });
}

/** The body's phone_number as an AU/NZ mobile in E.164, else 422 with the field's message. */
export function phoneOf(
  tenant: TenantData,
  raw: unknown,
  extra: Record<string, unknown> = {},
): Extract<MobileNumber, { ok: true }> {
  const phone = mobileNumber(raw, formRulesOf(tenant).phone);
  if (!phone.ok) {
    throw new ApiError(422, phone.error, { ...extra, fields: { phone_number: phone.error } });
  }
  return phone;
}
