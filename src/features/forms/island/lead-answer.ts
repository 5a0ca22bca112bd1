/**
 * What an answer of POST /api/leads means for a form (Contract 1 of issue 12): the lead was
 * accepted, a step was saved, some fields were refused, or the submission failed with the
 * server's `error`. Kept apart from the fetch so every answer can be tested without a server.
 */
export type LeadOutcome =
  | { kind: 'accepted'; leadId: string; eventId: number | null }
  | { kind: 'step-saved'; leadId: string }
  | { kind: 'invalid'; error: string | null; fields: Record<string, string> }
  | { kind: 'failed'; error: string | null; retryAfterSeconds: number | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** lead_id may arrive as a string or a number; the form keeps it as the server spelled it. */
function leadIdOf(body: Record<string, unknown>): string | null {
  const id = body['lead_id'];
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return text(id);
}

function fieldMessages(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(value)) {
    const shown = text(message);
    if (shown) fields[name] = shown;
  }
  return fields;
}

/**
 * Reads an answer: `status` and its parsed JSON body (null when it was not JSON), plus the
 * Retry-After header of a 429. A 2xx without a lead_id counts as a failure: the form cannot
 * claim success for a lead it has no id for.
 */
export function readLeadAnswer(
  status: number,
  body: unknown,
  retryAfter: string | null = null,
): LeadOutcome {
  const record = isRecord(body) ? body : {};
  const error = text(record['error']);
  if (status === 201 || status === 200) {
    const leadId = leadIdOf(record);
    if (leadId === null) return { kind: 'failed', error, retryAfterSeconds: null };
    if (status === 200) return { kind: 'step-saved', leadId };
    const eventId = record['event_id'];
    return { kind: 'accepted', leadId, eventId: typeof eventId === 'number' ? eventId : null };
  }
  if (status === 422) return { kind: 'invalid', error, fields: fieldMessages(record['fields']) };
  const seconds = retryAfter === null ? NaN : Number(retryAfter);
  return {
    kind: 'failed',
    error,
    retryAfterSeconds: Number.isFinite(seconds) && seconds >= 0 ? seconds : null,
  };
}
