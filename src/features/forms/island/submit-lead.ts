import { readLeadAnswer, type LeadOutcome } from './lead-answer.ts';

/** The platform's lead endpoint, on the site's own origin. */
export const LEADS_ENDPOINT = '/api/leads';

/**
 * Posts a lead body as JSON with its Idempotency-Key and reads the answer. A network failure
 * (offline, the API down) is a failure with no server error, which the form words itself.
 */
export async function submitLead(
  body: Record<string, unknown>,
  idempotencyKey: string,
): Promise<LeadOutcome> {
  const json = JSON.stringify(body);
  let response: Response;
  try {
    response = await fetch(LEADS_ENDPOINT, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': idempotencyKey,
      },
      body: json,
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'failed', error: null, retryAfterSeconds: null };
  }
  const parsed: unknown = await response.json().catch(() => null);
  return readLeadAnswer(response.status, parsed, response.headers.get('retry-after'));
}
