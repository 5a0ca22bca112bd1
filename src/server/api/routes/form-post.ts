import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../../lib/html/escape.ts';

/**
 * A plain HTML form post (the footer's subscribe form works without JavaScript): the answer
 * is a page, not JSON. Success goes to the site's /success page; a problem gets a short page
 * saying what to fix, with the way back.
 */
export function isHtmlFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return type.startsWith('application/x-www-form-urlencoded');
}

export function redirectToSuccess(reply: FastifyReply, form: string): FastifyReply {
  return reply
    .code(303)
    .header('location', `/success?form=${encodeURIComponent(form)}`)
    .send();
}

export function sendFormProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  fields: Record<string, string>,
): FastifyReply {
  const back = sameSitePath(request.headers.referer, request.host) ?? '/';
  const items = Object.entries(fields)
    .map(([field, text]) => `<li>${escapeHtml(labelOf(field))}: ${escapeHtml(text)}</li>`)
    .join('');
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Please check the form</title></head><body><main><h1>Please check the form</h1><p>${escapeHtml(message)}</p>${items ? `<ul>${items}</ul>` : ''}<p><a href="${escapeHtml(back)}">Go back to the form</a></p></main></body></html>`;
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page);
}

function labelOf(field: string): string {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The referring page's path when it is on this site, so "back" never leaves it. */
function sameSitePath(referer: string | undefined, host: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
