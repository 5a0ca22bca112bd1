/**
 * The dealer sites on the platform app: the Host picks the site (`<slug>.localhost` or the
 * dealer's own domain → `<distDir>/<slug>/`), bare localhost lists them, anything else is 404.
 * Registered only when the app serves the sites (`npm start`); behind a CDN the API runs alone.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../api/app/errors.ts';
import { nameRoute } from '../api/app/logging.ts';
import { isApiPath, rawPathname } from '../api/app/path-guard.ts';
import type { Tenant } from '../api/app/tenant.ts';
import { hostPort } from './host-router.ts';
import { installSiteContentTypes, sendSiteFile } from './send-file.ts';
import { createSiteAnswers, type SiteAnswer } from './site-answers.ts';
import { createSiteHeaders, type SiteHeaders } from './site-headers.ts';
import { createStaticLookup } from './static-lookup.ts';
import { createFileCache, type FileCache } from './file-cache.ts';
import { listTenants, renderTenantIndex } from './tenant-index.ts';

/** The catch-all route every site file is answered by. */
const SITE_ROUTE = '/*';

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
  const answers = createSiteAnswers({ lookup: createStaticLookup(), headers });
  const files = createFileCache(
    options.fileCacheBytes === undefined ? {} : { maxBytes: options.fileCacheBytes },
  );
  installSiteContentTypes(app);

  // Built files are sent as the build compressed them, and a GET has no body to decompress.
  // Not an async handler: a site file is answered without a promise (or, as an async handler
  // must, returning the reply, which Fastify then waits on until the answer has gone out),
  // except while a site's files are first indexed or its _headers looked at again.
  app.get(SITE_ROUTE, { compress: false, decompress: false }, (request, reply) => {
    nameRoute(request, SITE_ROUTE);
    const pathname = rawPathname(request.url);
    if (namesApi(pathname)) {
      reply.callNotFound();
      return;
    }
    const route = request.hostRoute;
    switch (route.kind) {
      case 'platform':
        if (pathname !== '/') {
          sendError(reply, 404);
          return;
        }
        return sendTenantIndex(request, reply, distDir);
      case 'unknown':
        sendError(
          reply,
          404,
          `Unknown host "${route.host}": dealer sites are at http://<slug>.localhost:<port>/`,
        );
        return;
      case 'unbuilt':
        sendError(
          reply,
          404,
          `No site is built for "${route.slug}". Run: npm run build -- --dealer=${route.slug}`,
        );
        return;
      case 'tenant': {
        const site = route.tenant;
        const answer = answers.answer(site, pathname);
        if (answer instanceof Promise) {
          return answer.then((ready) => {
            sendAnswer(request, reply, site, ready, files);
            return reply;
          });
        }
        sendAnswer(request, reply, site, answer, files);
        return;
      }
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

/**
 * isApiRequest for this route: the catch-all matched, so the decoded path decides (`/%61pi/x`
 * is /api). Asked here without `request.routeOptions`, which Fastify builds afresh each time.
 */
export function namesApi(pathname: string): boolean {
  if (!pathname.includes('%')) return isApiPath(pathname);
  try {
    return isApiPath(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

/** The file, else the site's own 404.html with status 404 (never a redirect). */
function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  site: Tenant,
  answer: SiteAnswer | null,
  files: FileCache,
): void {
  if (answer) sendSiteFile(request, reply, site, answer, files);
  else sendError(reply, 404);
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
