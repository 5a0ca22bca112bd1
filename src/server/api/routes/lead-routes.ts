import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../app/index.ts';
import type { Store } from '../store/index.ts';
import type { Env } from '../tenant/index.ts';
import { isHtmlFormPost, redirectToSuccess, sendFormProblem } from './form-post.ts';
import { leadIntake } from './lead-intake.ts';
import { checkHumanSubmission, idempotencyKeyOf, requestHash } from './submission-guard.ts';
import { tenantOf } from './tenant-context.ts';

export interface LeadRouteOptions {
  store: Store;
  env: Env;
  clock: () => Date;
  /** Called after a lead completes, so the outbox delivers it now rather than at its next poll. */
  onLeadCompleted: () => void;
  /** The shortest time a form may be open before it is sent (MIN_FILL_MS unless set). */
  minFillMs?: number | undefined;
}

/**
 * Contract 1 (docs/api.md): `POST /api/leads` takes a lead or a multi-step form's step, and
 * `PUT /api/leads/:leadId` is the same upsert with the lead named in the path. A lead is
 * answered only after it and its delivery jobs are committed.
 */
export function leadRoutes(app: FastifyInstance, options: LeadRouteOptions): void {
  app.post('/api/leads', (request, reply) => submitLead(request, reply, options));
  app.put<{ Params: { leadId: string } }>('/api/leads/:leadId', (request, reply) =>
    submitLead(request, reply, options, request.params.leadId),
  );
}

async function submitLead(
  request: FastifyRequest,
  reply: FastifyReply,
  options: LeadRouteOptions,
  leadIdInPath?: string,
): Promise<FastifyReply> {
  const htmlForm = isHtmlFormPost(request);
  try {
    return await acceptSubmission(request, reply, options, leadIdInPath, htmlForm);
  } catch (error) {
    if (!htmlForm || !(error instanceof ApiError) || error.statusCode >= 500) throw error;
    const fields = (error.extra['fields'] ?? {}) as Record<string, string>;
    return sendFormProblem(request, reply, error.statusCode, error.message, fields);
  }
}

async function acceptSubmission(
  request: FastifyRequest,
  reply: FastifyReply,
  options: LeadRouteOptions,
  leadIdInPath: string | undefined,
  htmlForm: boolean,
): Promise<FastifyReply> {
  const tenant = await tenantOf(request);
  const body = bodyRecord(request.body);
  if (leadIdInPath !== undefined) {
    if (body['lead_id'] !== undefined && body['lead_id'] !== leadIdInPath) {
      throw new ApiError(400, 'lead_id in the body differs from the one in the path');
    }
    body['lead_id'] = leadIdInPath;
  }
  checkHumanSubmission(body, !htmlForm, options.minFillMs);
  const key = idempotencyKeyOf(request.headers['idempotency-key']);
  const slug = tenant.dealer.slug;
  const bookings =
    body['form'] === 'test-drive' && typeof body['location'] === 'string'
      ? await options.store.testDriveBookings(slug, body['location'], leadIdOf(body))
      : [];
  const intake = leadIntake(tenant, body, { now: options.clock(), env: options.env, bookings });
  for (const warning of intake.disabledWebhooks) request.log.warn(warning);
  const result = await options.store.acceptLead({
    ...intake.input,
    ...(key
      ? {
          idempotencyKey: key,
          requestHash: requestHash(`${request.method} ${request.url}`, slug, body),
        }
      : {}),
  });
  if (result.kind === 'idempotency-conflict') {
    throw new ApiError(409, 'This Idempotency-Key was already used for a different request');
  }
  if (result.kind === 'already-complete') {
    throw new ApiError(409, 'This form has already been sent', { lead_id: result.leadId });
  }
  if (intake.input.status === 'complete' && !result.replay) options.onLeadCompleted();
  if (htmlForm) return redirectToSuccess(reply, intake.input.form);
  if (result.replay) reply.header('idempotent-replayed', 'true');
  return reply
    .code(result.answer.statusCode)
    .header('cache-control', 'no-store')
    .send(result.answer.body);
}

function leadIdOf(body: Record<string, unknown>): string | undefined {
  return typeof body['lead_id'] === 'string' ? body['lead_id'] : undefined;
}

/** A JSON object or an urlencoded form, copied so the route may add to it. */
function bodyRecord(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'The request body must be a JSON object or a form');
  }
  return { ...(body as Record<string, unknown>) };
}
