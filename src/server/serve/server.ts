import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApiRegistry, type ApiRegistry } from './api.ts';
import { createCompressionCache } from './encoding.ts';
import { hostPort, routeHost } from './host-router.ts';
import { sendHtml, sendText } from './responses.ts';
import { serveSiteFile } from './static-site.ts';
import { listTenants, renderTenantIndex } from './tenant-index.ts';

export interface ServerOptions {
  /** Where the built sites are: `<distDir>/<slug>/`. */
  distDir: string;
  api?: ApiRegistry;
}

/**
 * One handler for every tenant: the Host picks the site (`<slug>.localhost` → dist/<slug>/),
 * bare `localhost` lists them, and `/api/*` goes to the API registry on any host.
 */
export function createRequestHandler(options: ServerOptions) {
  const api = options.api ?? createApiRegistry();
  const compression = createCompressionCache();
  const distDir = path.resolve(options.distDir);

  return async function handleRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = routeHost(req.headers.host);
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      await api.handle(req, res, route.kind === 'tenant' ? route.slug : null, url);
      return;
    }
    if (route.kind === 'index') {
      if (url.pathname !== '/') return sendText(res, 404, 'Not found');
      const port = hostPort(req.headers.host) ?? localPort(req);
      return sendHtml(res, 200, renderTenantIndex(await listTenants(distDir), port));
    }
    if (route.kind === 'unknown') {
      return sendText(
        res,
        404,
        `Unknown host "${route.host}": dealer sites are at http://<slug>.localhost:<port>/`,
      );
    }
    const siteRoot = path.join(distDir, route.slug);
    if (!existsSync(siteRoot)) {
      return sendText(
        res,
        404,
        `No site is built for "${route.slug}". Run: npm run build -- --dealer=${route.slug}`,
      );
    }
    await serveSiteFile(req, res, siteRoot, url.pathname, compression);
  };
}

/** A server whose handler errors become 500s instead of crashing the process. */
export function createForecourtServer(options: ServerOptions): Server {
  const handle = createRequestHandler(options);
  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`${req.method} ${req.headers.host}${req.url} failed:`, error);
      if (!res.headersSent) sendText(res, 500, 'Internal server error');
      else res.destroy();
    });
  });
}

export interface RunningServer {
  port: number;
  servers: Server[];
  close(): Promise<void>;
}

/**
 * Listens on both loopback addresses (Chromium may try `::1` or `127.0.0.1` for `*.localhost`),
 * or on `host` when given (e.g. 0.0.0.0 in a container). Port 0 picks a free port.
 */
export async function startServer(
  options: ServerOptions & { port: number; host?: string },
): Promise<RunningServer> {
  const hosts = options.host ? [options.host] : ['127.0.0.1', '::1'];
  const servers: Server[] = [];
  let port = options.port;
  for (const [index, host] of hosts.entries()) {
    const server = createForecourtServer(options);
    try {
      await listen(server, port, host);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A machine without IPv6 still serves on IPv4.
      if (index > 0 && (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT')) continue;
      await Promise.all(servers.map(closeServer));
      throw error;
    }
    port = (server.address() as AddressInfo).port;
    servers.push(server);
  }
  return {
    port,
    servers,
    close: () => Promise.all(servers.map(closeServer)).then(() => undefined),
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function localPort(req: IncomingMessage): number {
  return req.socket.localPort ?? 0;
}
