/**
 * The dealer sites on the platform app: the Host picks the site (`<slug>.localhost` or the
 * dealer's own domain → `<distDir>/<slug>/`), bare localhost lists them, anything else is 404.
 * Registered only when the app serves the sites (`npm start`); behind a CDN the API runs alone.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../api/app/errors.ts';
import { isApiRequest, rawPathname } from '../api/app/path-guard.ts';
import type { Tenant } from '../api/app/tenant.ts';
import { hostPort } from './host-router.ts';
import { installSiteContentTypes, sendSiteFile } from './send-file.ts';
import { createSiteHeaders, HEADERS_FILE, type SiteHeaders } from './site-headers.ts';
import { createStaticLookup, type StaticLookup } from './static-lookup.ts';
import { createFileCache, type FileCache } from './file-cache.ts';
import { listTenants, renderTenantIndex } from './tenant-index.ts';

/** Host files a CDN reads and never serves. */
const HOST_FILES = new Set([`/${HEADERS_FILE}`, '/_redirects']);

const INDEX_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

export interface SiteRoutes {
  /** Answers a non-API request no route took: 405 for a write, else the site's 404. */
  notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

export function installSiteRoutes(
  app: FastifyInstance,
  options: { distDir: string; headers?: SiteHeaders; fileCacheBytes?: number },
): SiteRoutes {
  const distDir = path.resolve(options.distDir);
  const headers =
    options.headers ??
    createSiteHeaders({
      onInvalid: (file, error) => app.log.warn({ err: error, file }, 'site headers file refused'),
    });
  const lookup = createStaticLookup();
  const files = createFileCache(
    options.fileCacheBytes === undefined ? {} : { maxBytes: options.fileCacheBytes },
  );
  installSiteContentTypes(app);

  // Built files are sent as the build compressed them, and a GET has no body to decompress.
  app.get('/*', { compress: false, decompress: false }, async (request, reply) => {
    if (isApiRequest(request)) return reply.callNotFound();
    const pathname = rawPathname(request.url);
    const route = request.hostRoute;
    switch (route.kind) {
      case 'platform':
        if (pathname !== '/') return sendError(reply, 404);
        return sendTenantIndex(request, reply, distDir);
      case 'unknown':
        return sendError(
          reply,
          404,
          `Unknown host "${route.host}": dealer sites are at http://<slug>.localhost:<port>/`,
        );
      case 'unbuilt':
        return sendError(
          reply,
          404,
          `No site is built for "${route.slug}". Run: npm run build -- --dealer=${route.slug}`,
        );
      case 'tenant':
        return serveSiteFile(request, reply, route.tenant, pathname, { lookup, files, headers });
    }
  });

  return {
    async notFound(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        reply.header('allow', 'GET, HEAD');
        return sendError(reply, 405);
      }
      // Only reached when a file went missing between finding and sending it.
      return sendError(reply, 404);
    },
  };
}

/** The file, else the site's own 404.html with status 404 (never a redirect). */
async function serveSiteFile(
  request: FastifyRequest,
  reply: FastifyReply,
  site: Tenant,
  pathname: string,
  { lookup, files, headers }: { lookup: StaticLookup; files: FileCache; headers: SiteHeaders },
): Promise<FastifyReply> {
  const notFoundPage = path.join(site.siteRoot, '404.html');
  const found = HOST_FILES.has(pathname) ? null : await lookup.find(site, pathname);
  const send = { urlPathname: pathname, headers, files };
  if (found && found !== notFoundPage) {
    return sendSiteFile(request, reply, site, found, { ...send, status: 200 });
  }
  const fallback = found ?? (await lookup.find(site, '/404.html'));
  if (!fallback) return sendError(reply, 404);
  return sendSiteFile(request, reply, site, fallback, { ...send, status: 404 });
}

async function sendTenantIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  distDir: string,
): Promise<FastifyReply> {
  const port = hostPort(request.headers.host) ?? request.socket.localPort ?? 0;
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', INDEX_POLICY)
    .send(renderTenantIndex(await listTenants(distDir), port));
}
