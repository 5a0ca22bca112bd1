/**
 * Every error answer of the platform is JSON `{ error: string }`. Messages are fixed per status
 * unless the thrower chose one (ApiError, schema validation): the message of an arbitrary
 * error can quote the request (a JSON parse error quotes the body), so it is never echoed.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

const MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Request body is too large',
  415: 'Unsupported content type',
  422: 'Unprocessable request',
  429: 'Too many requests',
  500: 'Internal server error',
  503: 'Service unavailable',
};

/** An error a route throws on purpose: its status and message go to the client as they are. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly extra: Record<string, unknown>;

  constructor(statusCode: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.extra = extra;
  }
}

export function messageFor(status: number): string {
  return MESSAGES[status] ?? (status >= 500 ? MESSAGES[500]! : MESSAGES[400]!);
}

/** Sends `{ error, ...extra }` with the status; returns the reply, so hooks can `return` it. */
export function sendError(
  reply: FastifyReply,
  status: number,
  message = messageFor(status),
  extra: Record<string, unknown> = {},
): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send({ ...extra, error: message });
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof ApiError) return sendError(reply, status, error.message, error.extra);
    const exposed = 'validation' in error && error.validation ? error.message : undefined;
    return sendError(reply, status, exposed ?? messageFor(status));
  });
}

function statusOf(error: { statusCode?: number | undefined }): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}
