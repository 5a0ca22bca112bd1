/**
 * The tenant of a request, read from its Host before any route runs.
 *
 * Plugins read it as `request.tenant`:
 *
 *     app.post('/api/leads', async (request, reply) => {
 *       if (!request.tenant) return reply.code(404).send({ error: 'Leads go to a dealer site' });
 *       const data = await loadTenantData(request.tenant.siteRoot);
 *       …
 *     });
 *
 * `request.tenant` is `{ slug, siteRoot, siteUrl }` on a dealer's host (locally
 * `<slug>.localhost:<port>`, in production the host of the dealer's site URL from its build
 * record) and null on the platform's own host. `request.hostRoute` says which host it was; an
 * /api request on an unknown host or an unbuilt tenant never reaches a route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TenantDirectory } from './tenant-directory.ts';

/** A dealer whose site is built under distDir. */
export interface Tenant {
  slug: string;
  /** `<distDir>/<slug>`: the built site, its dot-files (build record, API data) included. */
  siteRoot: string;
  /** The dealer's public site URL from its build record; null when the record is missing. */
  siteUrl: string | null;
}

/** What a request's Host names. */
export type PlatformHostRoute =
  | { kind: 'platform' }
  | { kind: 'tenant'; tenant: Tenant }
  /** `<slug>.localhost` for a dealer with no built site. */
  | { kind: 'unbuilt'; slug: string }
  | { kind: 'unknown'; host: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The dealer whose host the request came to; null on the platform's own host. */
    tenant: Tenant | null;
    hostRoute: PlatformHostRoute;
  }
}

/** Resolves every request's host once, before routing hooks and handlers read it. */
export function installTenancy(app: FastifyInstance, directory: TenantDirectory): void {
  app.decorateRequest('tenant', null);
  // Set by the hook below before any handler reads it.
  app.decorateRequest('hostRoute', null as never);
  // A callback hook: a request waits (on a promise) only while the list of tenants is read.
  app.addHook('onRequest', (request, _reply, done) => {
    const route = directory.route(request.host);
    if (route instanceof Promise) {
      route.then((ready) => {
        setRoute(request, ready);
        done();
      }, done);
    } else {
      setRoute(request, route);
      done();
    }
  });
}

function setRoute(request: FastifyRequest, route: PlatformHostRoute): void {
  request.hostRoute = route;
  request.tenant = route.kind === 'tenant' ? route.tenant : null;
}
