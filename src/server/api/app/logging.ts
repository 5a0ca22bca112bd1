/**
 * The platform's logs: pino, one JSON line per request (method, route, path without its
 * query, status, milliseconds, tenant) and an error line for each 5xx. Never a body, a query
 * string, a header, a client address, or a shopper's name, e-mail or phone: request lines
 * are built field by field, objects a route logs lose their personal fields at any depth, and
 * every string logged (messages, error text, free-text fields) is scrubbed of e-mails and
 * phone-like numbers (scrub.ts: one walk per line, where pino's redact paths cost more).
 */
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { rawPathname } from './path-guard.ts';
import { scrubPersonalData, scrubValue } from './scrub.ts';

export interface PlatformLoggerOptions {
  level?: string;
  /** Where lines go: stdout unless given (tests pass a stream to read them back). */
  destination?: DestinationStream;
}

/**
 * Request lines, built field by field from values already scrubbed: the formatter's walk (a
 * copy of every line) is skipped for them, as they are written for every request served.
 */
const builtScrubbed = new WeakSet<object>();

export function platformLoggerOptions(level = 'info'): LoggerOptions {
  return {
    level,
    base: { service: 'forecourt' },
    serializers: { err: serializeError },
    formatters: {
      log: (object) =>
        builtScrubbed.has(object) ? object : (scrubValue(object) as Record<string, unknown>),
    },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg) =>
          typeof arg === 'string' ? scrubPersonalData(arg) : arg,
        );
        Reflect.apply(method, this, scrubbed);
      },
    },
  };
}

export function createPlatformLogger(options: PlatformLoggerOptions = {}): Logger {
  const settings = platformLoggerOptions(options.level);
  return pino(settings, options.destination ?? bufferedStdout());
}

/**
 * Standard output, buffered: lines go out in writes of 8 KB, or within a second when traffic
 * is low, instead of one system call per request line (pino flushes what is left at exit).
 * The buffer keeps each line as bytes. In its default text mode it appends every line to one
 * string and measures that string's length in bytes again, which copies the whole buffer for
 * each line: under `bench:serve`, about a quarter of the server's young-generation
 * collections.
 */
function bufferedStdout(): DestinationStream {
  const stdout = pino.destination({
    dest: 1,
    sync: false,
    minLength: 8192,
    periodicFlush: 1000,
    contentMode: 'buffer',
  });
  // Its `write` is looked up for each line: pino replaces it when the output closes (EPIPE).
  // In buffer mode it takes bytes, whatever its type says.
  return { write: (line) => stdout.write(Buffer.from(line) as unknown as string) };
}

function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: scrubPersonalData(String(error)) };
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message: scrubPersonalData(error.message),
    stack: scrubPersonalData(error.stack ?? ''),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
  };
}

/** The route a request was answered by, when its handler named it (nameRoute). */
const NAMED_ROUTE = Symbol('forecourt.namedRoute');

type NamedRequest = FastifyRequest & { [NAMED_ROUTE]?: string | null };

/**
 * Tells the log line which route answers the request (its URL pattern, as Fastify's
 * `routeOptions.url` would, which builds an object afresh on every read): for a route answering
 * every request it takes, such as the site files' catch-all. A request the route hands to the
 * not-found handler is logged with no route, as before.
 */
export function nameRoute(request: FastifyRequest, url: string): void {
  (request as NamedRequest)[NAMED_ROUTE] = url;
}

/** Declares the request property nameRoute sets, so every request has the same shape. */
export function installRouteNames(app: FastifyInstance): void {
  app.decorateRequest(NAMED_ROUTE, null);
}

function routeUrl(request: FastifyRequest): string | null {
  const named = (request as NamedRequest)[NAMED_ROUTE];
  if (named && !request.is404) return named;
  return request.routeOptions.url ?? null;
}

/**
 * Request paths as logged, by the request's URL: a site's few thousand paths are asked for
 * again and again, and scrubbing one (scrubPersonalData) runs its patterns over the path.
 */
const scrubbedPaths = new Map<string, string>();
/**
 * As many paths as the site answers remember (site-answers.ts): a memory smaller than the
 * paths in use (the four sample sites have 10,380 pages, a large dealer as many) is emptied
 * every pass over them, and each emptying leaves its strings for a full garbage collection.
 */
const MAX_SCRUBBED_PATHS = 50_000;

/** Longer URLs are scrubbed each time, so the memory stays small whatever is asked for. */
const MAX_REMEMBERED_URL = 512;

function scrubbedPath(url: string): string {
  let path = scrubbedPaths.get(url);
  if (path === undefined) {
    path = scrubPersonalData(rawPathname(url).slice(0, 300));
    if (url.length <= MAX_REMEMBERED_URL) {
      // Made-up URLs cannot grow it: past its size the memory starts again.
      if (scrubbedPaths.size >= MAX_SCRUBBED_PATHS) scrubbedPaths.clear();
      scrubbedPaths.set(url, path);
    }
  }
  return path;
}

/** The fields of a request's line. */
export function requestLine(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    route: routeUrl(request),
    path: scrubbedPath(request.url),
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
    tenant: request.tenant?.slug ?? null,
  };
}

/** Fastify's request logging, replaced by one line per request once it is answered. */
export class PlatformLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = requestLine(request, reply);
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else {
      builtScrubbed.add(line);
      reply.log.info(line, 'request');
    }
  }
}
