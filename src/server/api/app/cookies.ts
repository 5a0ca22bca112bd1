/**
 * `request.cookies` on the API's routes. @fastify/cookie parses the Cookie header of every
 * request in a hook of its own; only API routes read cookies (the session), so the app
 * registers it with `hook: false` and each route under /api parses them first, before its
 * other hooks and handler, and a site file costs no parsing. Setting cookies
 * (`reply.setCookie`) is the plugin's as before.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { isApiPath } from './path-guard.ts';

/** Call after registering @fastify/cookie with `hook: false` and before any API route. */
export function parseCookiesOnApiRoutes(app: FastifyInstance): void {
  function parseCookies(
    request: FastifyRequest,
    _reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void {
    const header = request.raw.headers.cookie;
    // As the plugin does: a new object for each request.
    request.cookies = header ? app.parseCookie(header) : {};
    done();
  }
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [parseCookies, ...own];
  });
}
