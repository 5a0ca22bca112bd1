import { createHash } from 'node:crypto';
import { ApiError } from '../app/index.ts';

/** A person needs longer than this to fill in even the shortest form (the subscribe box). */
export const MIN_FILL_MS = 1500;

/**
 * The anti-spam checks a lead form carries (contract 1): the honeypot input people never see
 * must be empty, and the form must have been open for a person's minimum time. A plain HTML
 * post (the footer's subscribe form without JavaScript) cannot time itself, so only the
 * honeypot applies to it.
 */
export function checkHumanSubmission(
  body: Record<string, unknown>,
  timed: boolean,
  minFillMs: number = MIN_FILL_MS,
): void {
  const honeypot = body['fc_hp'];
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined) {
    throw new ApiError(400, 'This submission looks automated, so it was not sent');
  }
  if (!timed) return;
  const elapsed = Number(body['fc_elapsed_ms']);
  if (!Number.isFinite(elapsed)) throw new ApiError(400, 'fc_elapsed_ms is required');
  if (elapsed < minFillMs) {
    throw new ApiError(400, 'The form was sent too quickly. Please check it and send it again');
  }
}

const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

/** The Idempotency-Key header, if any: 8–255 visible ASCII characters (a UUID fits). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'Idempotency-Key must be 8 to 255 visible ASCII characters');
  }
  return key;
}

/**
 * What makes two requests "the same" for an Idempotency-Key: the route, the dealer and the
 * body's content with keys in a fixed order (a retried fetch may serialise them otherwise).
 * The time the form was open differs on a retry, so it is left out.
 */
export function requestHash(route: string, tenant: string, body: Record<string, unknown>): string {
  const { fc_elapsed_ms: _elapsed, ...content } = body;
  return createHash('sha256')
    .update(`${route}\n${tenant}\n${canonicalJson(content)}`)
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
