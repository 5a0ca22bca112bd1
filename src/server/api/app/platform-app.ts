/**
 * The platform app: one Fastify instance for the API under /api/* and, for `npm start`, the
 * dealer sites beside it on the same origin. `npm run api` runs the same app without the
 * sites, behind a CDN that serves them and forwards /api/*.
 *
 * Adding routes: register a plugin after creating the app.
 *
 *     const app = await createPlatformApp({ distDir });
 *     await app.register(leadRoutes, { store });   // routes under /api/…, e.g. app.post('/api/leads', …)
 *
 * Every /api route then gets, without opting in: the host check (a built tenant's or the
 * platform's own host, else 404), both rate limits (429 + Retry-After), the same-origin check
 * on writes (403), the body limit (413), JSON and urlencoded bodies (else 415), JSON errors
 * `{ error }` (throw `new ApiError(status, message)` to choose the message), security headers,
 * compression of large answers and one log line per request. `request.tenant` (tenant.ts)
 * says which dealer the request is for.
 */
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { printRoutes, type PrintRouteOptions } from '../../print/index.ts';
import { installSiteRoutes } from '../../serve/site-routes.ts';
import { installApiGuard } from './api-guard.ts';
import { recordApiRoutes } from './api-not-found.ts';
import { installErrorHandler, sendError } from './errors.ts';
import { parseCookiesOnApiRoutes } from './cookies.ts';
import { createPlatformLogger, installRouteNames, PlatformLogController } from './logging.ts';
import { installPathGuard, isApiRequest } from './path-guard.ts';
import { DEFAULT_RATE_LIMITS, registerRateLimiting, type ApiRateLimits } from './rate-limits.ts';
import { installSecurityHeaders } from './security-headers.ts';
import { createTenantDirectory } from './tenant-directory.ts';
import { installTenancy } from './tenant.ts';

/** Lead forms post a few kilobytes; anything past this is not a form. */
export const DEFAULT_BODY_LIMIT = 32 * 1024;

export interface PlatformAppOptions {
  /** Where the built sites are (`<distDir>/<slug>/`): pages, and each tenant's API data. */
  distDir: string;
  /** Serve the sites too (`npm start`); false for the API alone (`npm run api`). Default true. */
  serveSites?: boolean;
  /** A pino logger (see createPlatformLogger), or false for none. Default: JSON on stdout. */
  logger?: Logger | false;
  /** The platform's own host names besides loopback (FORECOURT_PLATFORM_HOST). */
  platformHosts?: readonly string[];
  /** Fastify's trustProxy: behind a CDN, so the client address and host are the forwarded ones. */
  trustProxy?: boolean | string | string[];
  /** Strict-Transport-Security, only when served behind TLS. */
  hsts?: boolean | number;
  /** Per-address and per-tenant budgets on /api; false for none. */
  rateLimits?: ApiRateLimits | false;
  /** Request body limit in bytes (413 above it). */
  bodyLimit?: number;
  /** The printable-car PDF route's photo fetching. */
  print?: PrintRouteOptions;
  /** How often the list of built tenants is looked at again (ms). */
  tenantRefreshMs?: number;
  /** Bytes of built files held in memory (default an eighth of memory, at least 256 MB). */
  fileCacheBytes?: number;
}

export async function createPlatformApp(options: PlatformAppOptions): Promise<FastifyInstance> {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const logger = options.logger === false ? null : (options.logger ?? createPlatformLogger());
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    logController: new PlatformLogController(),
    bodyLimit,
    trustProxy: options.trustProxy ?? false,
    return503OnClosing: true,
  }) as unknown as FastifyInstance;

  installPathGuard(app);
  installTenancy(
    app,
    createTenantDirectory({
      distDir: options.distDir,
      platformHosts: options.platformHosts ?? [],
      ...(options.tenantRefreshMs === undefined ? {} : { refreshMs: options.tenantRefreshMs }),
    }),
  );
  // Bodies are JSON or urlencoded (a form posted without JavaScript); anything else is 415.
  app.removeContentTypeParser('text/plain');
  installRouteNames(app);
  // Cookies are read by API routes alone: parsed for those (cookies.ts), not for every site file.
  await app.register(cookie, { hook: false });
  parseCookiesOnApiRoutes(app);
  await app.register(formbody, { bodyLimit });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  await registerRateLimiting(app);
  installApiGuard(app, { rateLimits: options.rateLimits ?? DEFAULT_RATE_LIMITS });
  installSecurityHeaders(app, options.hsts === undefined ? {} : { hsts: options.hsts });
  installErrorHandler(app);
  const apiNotFound = recordApiRoutes(app);

  let sites: ReturnType<typeof installSiteRoutes> | null = null;
  if (options.serveSites ?? true) {
    await app.register(fastifyStatic, { serve: false, preCompressed: true });
    sites = installSiteRoutes(app, {
      distDir: options.distDir,
      ...(options.fileCacheBytes === undefined ? {} : { fileCacheBytes: options.fileCacheBytes }),
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiRequest(request)) return apiNotFound(request, reply);
    return sites ? sites.notFound(request, reply) : sendError(reply, 404);
  });
  await app.register(printRoutes, options.print ?? {});
  return app;
}
