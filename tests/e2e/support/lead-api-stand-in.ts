import type { Page, Request } from '@playwright/test';

/**
 * Watches the form islands talk to the platform's real lead API (POST /api/leads on the
 * server under test): every request and its answer is recorded for the assertions, and
 * passed through unchanged. `answerWith` makes the API answer an error for a while, as an
 * API that is refusing would, or refuses the connection, as the browser finds an API that is
 * stopped (a stand-in only for that: the API's own failures are tested against it in
 * tests/integration/api, and stopping the e2e server would take the sites down with it).
 */
export interface RecordedLead {
  body: Record<string, unknown>;
  idempotencyKey: string | null;
  contentType: string | null;
  /** What the API answered (JSON), or the forced answer. */
  status: number;
  answer: Record<string, unknown>;
}

export interface StandInAnswer {
  status: number;
  json: Record<string, unknown>;
}

export interface LeadApiStandIn {
  requests: RecordedLead[];
  /**
   * Answers every later request with this (an error, a 422), or refuses its connection
   * ('stopped'), until cleared with null.
   */
  answerWith(answer: StandInAnswer | 'stopped' | null): void;
}

function parseBody(request: Request): Record<string, unknown> {
  const type = request.headers()['content-type'] ?? '';
  const raw = request.postData() ?? '';
  if (type.includes('application/json')) return JSON.parse(raw) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(raw));
}

/** Records every lead request and the real API's answer; `answerWith` forces one instead. */
export async function standInLeadApi(page: Page): Promise<LeadApiStandIn> {
  const requests: RecordedLead[] = [];
  let forced: StandInAnswer | 'stopped' | null = null;
  await page.route(/\/api\/leads(\/[^/?]+)?$/, async (route) => {
    const request = route.request();
    const recorded = {
      body: parseBody(request),
      idempotencyKey: request.headers()['idempotency-key'] ?? null,
      contentType: request.headers()['content-type'] ?? null,
    };
    if (forced === 'stopped') {
      await route.abort('connectionrefused');
      return;
    }
    if (forced) {
      requests.push({ ...recorded, status: forced.status, answer: forced.json });
      await route.fulfill({ status: forced.status, json: forced.json });
      return;
    }
    const response = await route.fetch({ maxRedirects: 0 });
    const text = await response.text();
    const answer = /json/.test(response.headers()['content-type'] ?? '')
      ? (JSON.parse(text) as Record<string, unknown>)
      : {};
    requests.push({ ...recorded, status: response.status(), answer });
    await route.fulfill({ response, body: text });
  });
  return {
    requests,
    answerWith(answer) {
      forced = answer;
    },
  };
}

/** A field's label as written, with or without the required asterisk drawn after it. */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
}
