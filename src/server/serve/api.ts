import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './responses.ts';

/** What an API handler knows besides the raw request: the tenant (from the Host) and the URL. */
export interface ApiContext {
  /** The dealer whose host the request came to; null on the bare localhost index host. */
  slug: string | null;
  url: URL;
  /** Values of `:name` segments in the registered path. */
  params: Record<string, string>;
}

export type ApiHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  context: ApiContext,
) => void | Promise<void>;

interface ApiRoute {
  method: string;
  segments: string[];
  handler: ApiHandler;
}

export interface ApiRegistry {
  /**
   * Adds a route such as `register('POST', '/api/leads', handler)`: `:id` segments capture, a
   * final `*` matches the rest of the path and method `*` any method, so a whole API service
   * can be mounted with `register('*', '/api/*', handler)`. Registration order breaks ties.
   */
  register(method: string, path: string, handler: ApiHandler): void;
  /** Answers one `/api/*` request: the matching route, else a JSON 404 (or 405). */
  handle(req: IncomingMessage, res: ServerResponse, slug: string | null, url: URL): Promise<void>;
}

/**
 * The platform API's mount point. The static server sends every `/api/*` request here, on
 * the dealer's own host (same origin: first-party cookies, no CORS); later features
 * register their routes on the registry passed to the server.
 */
export function createApiRegistry(): ApiRegistry {
  const routes: ApiRoute[] = [];
  return {
    register(method, path, handler) {
      if (!path.startsWith('/api/')) throw new Error(`API routes live under /api/: "${path}"`);
      routes.push({ method: method.toUpperCase(), segments: splitPath(path), handler });
    },
    async handle(req, res, slug, url) {
      const segments = splitPath(url.pathname);
      const matches = routes
        .map((route) => ({ route, params: matchSegments(route.segments, segments) }))
        .filter((match) => match.params !== null);
      const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
      const match =
        matches.find((candidate) => candidate.route.method === method) ??
        matches.find((candidate) => candidate.route.method === '*');
      if (!match) {
        if (matches.length) {
          res.setHeader('Allow', [...new Set(matches.map((m) => m.route.method))].join(', '));
          sendJson(res, 405, { error: 'Method not allowed' });
        } else {
          sendJson(res, 404, { error: 'Unknown API route' });
        }
        return;
      }
      try {
        await match.route.handler(req, res, { slug, url, params: match.params ?? {} });
      } catch (error) {
        console.error(`API ${method} ${url.pathname} failed:`, error);
        if (!res.headersSent) sendJson(res, 500, { error: 'Internal server error' });
        else res.destroy();
      }
    },
  };
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  const rest = pattern.at(-1) === '*';
  const fixed = rest ? pattern.length - 1 : pattern.length;
  if (rest ? actual.length < fixed : actual.length !== fixed) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.slice(0, fixed).entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}
