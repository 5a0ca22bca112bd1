/**
 * The platform's logs: pino, one JSON line per request (method, route, path without its
 * query, status, milliseconds, tenant) and an error line for each 5xx. Never a body, a query
 * string, a header, a client address, or a shopper's name, e-mail or phone: request lines
 * are built field by field, objects a route logs lose their personal fields (redact), and
 * every string logged (messages, error text, free-text fields) is scrubbed of e-mails and
 * phone-like numbers.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { rawPathname } from './path-guard.ts';
import { scrubPersonalData, scrubValue } from './scrub.ts';

const PERSONAL_FIELDS = [
  ...['name', 'last_name', 'first_name', 'email', 'phone', 'mobile', 'postcode', 'address'],
  ...['body', 'headers', 'cookie', 'cookies', 'ip', 'ips', 'remoteAddress', 'query'],
];

export interface PlatformLoggerOptions {
  level?: string;
  /** Where lines go: stdout unless given (tests pass a stream to read them back). */
  destination?: DestinationStream;
}

export function platformLoggerOptions(level = 'info'): LoggerOptions {
  return {
    level,
    base: { service: 'forecourt' },
    redact: {
      paths: PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`]),
      censor: '[redacted]',
    },
    serializers: { err: serializeError },
    formatters: { log: (object) => scrubValue(object) as Record<string, unknown> },
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
  return options.destination ? pino(settings, options.destination) : pino(settings);
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

/** The fields of a request's line. */
export function requestLine(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    route: request.routeOptions.url ?? null,
    path: scrubPersonalData(rawPathname(request.url).slice(0, 300)),
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
    else reply.log.info(line, 'request');
  }
}
