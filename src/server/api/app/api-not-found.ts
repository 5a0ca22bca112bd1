/**
 * The answer for an /api request no route took: 405 with Allow when the path exists under
 * other methods, else a JSON 404. Fastify answers both with 404, so the API routes are
 * recorded as they are added and matched here by segment (`:name` is one segment, `*` the rest).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';
import { isApiPath, rawPathname } from './path-guard.ts';

interface RecordedRoute {
  segments: string[];
  methods: string[];
}

export type ApiNotFoundHandler = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

export function recordApiRoutes(app: FastifyInstance): ApiNotFoundHandler {
  const routes: RecordedRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const methods = [route.method].flat().map((method) => method.toUpperCase());
    routes.push({ segments: splitPath(route.url), methods });
  });

  return (request, reply) => {
    const segments = splitPath(rawPathname(request.url));
    const allowed = new Set(
      routes.filter((route) => matches(route.segments, segments)).flatMap((r) => r.methods),
    );
    if (allowed.size === 0) return sendError(reply, 404, 'Unknown API route');
    if (allowed.has('GET')) allowed.add('HEAD');
    reply.header('allow', [...allowed].sort().join(', '));
    return sendError(reply, 405);
  };
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

function matches(pattern: readonly string[], actual: readonly string[]): boolean {
  const rest = pattern.at(-1) === '*';
  const fixed = rest ? pattern.length - 1 : pattern.length;
  if (rest ? actual.length < fixed : actual.length !== fixed) return false;
  return pattern
    .slice(0, fixed)
    .every((part, index) => part.startsWith(':') || part === actual[index]);
}
