import type { Page, Request } from '@playwright/test';

/**
 * A stand-in for the platform's lead API (POST /api/leads, Contract 1 of issue 12) and its
 * test-drive slots, answered inside the browser by page.route, so the form specs run while
 * the API is built in parallel. Switching a spec to the real API is removing its call to
 * `standInLeadApi` (and `standInTestDriveSlots`); the assertions read the recorded requests,
 * which a real-API spec reads from `page.waitForRequest` instead.
 */
export interface RecordedLead {
  body: Record<string, unknown>;
  idempotencyKey: string | null;
  contentType: string | null;
}

export interface StandInAnswer {
  status: number;
  json: Record<string, unknown>;
}

export interface LeadApiStandIn {
  requests: RecordedLead[];
  /** Answers every later request with this (an error, a 422), until cleared with null. */
  answerWith(answer: StandInAnswer | null): void;
}

function parseBody(request: Request): Record<string, unknown> {
  const type = request.headers()['content-type'] ?? '';
  const raw = request.postData() ?? '';
  if (type.includes('application/json')) return JSON.parse(raw) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(raw));
}

/**
 * Answers as the API does: 201 { lead_id, event_id } for a complete lead, 200 { lead_id } for
 * a step saved as incomplete (the lead_id it was sent, or a new one).
 */
export async function standInLeadApi(page: Page): Promise<LeadApiStandIn> {
  const requests: RecordedLead[] = [];
  let forced: StandInAnswer | null = null;
  let next = 1;
  await page.route('**/api/leads', async (route) => {
    const request = route.request();
    const body = parseBody(request);
    requests.push({
      body,
      idempotencyKey: request.headers()['idempotency-key'] ?? null,
      contentType: request.headers()['content-type'] ?? null,
    });
    if (forced) {
      await route.fulfill({ status: forced.status, json: forced.json });
      return;
    }
    const leadId = typeof body['lead_id'] === 'string' ? body['lead_id'] : `stand-in-${next++}`;
    if (body['lead_status'] === 'Incomplete') {
      await route.fulfill({ status: 200, json: { lead_id: leadId } });
    } else {
      await route.fulfill({ status: 201, json: { lead_id: leadId, event_id: 22 } });
    }
  });
  return {
    requests,
    answerWith(answer) {
      forced = answer;
    },
  };
}

/** Two days of test-drive times, answered for any location. */
export const STAND_IN_SLOT_DAYS = [
  {
    date: '2031-03-04',
    label: 'Tue 4 Mar',
    slots: [
      { value: '2031-03-04T09:00', label: '9:00 am' },
      { value: '2031-03-04T09:30', label: '9:30 am' },
    ],
  },
  {
    date: '2031-03-05',
    label: 'Wed 5 Mar',
    slots: [{ value: '2031-03-05T14:00', label: '2:00 pm' }],
  },
];

export async function standInTestDriveSlots(page: Page): Promise<void> {
  await page.route('**/api/test-drive/slots?*', (route) =>
    route.fulfill({ status: 200, json: { days: STAND_IN_SLOT_DAYS } }),
  );
}

/** A field's label as written, with or without the required asterisk drawn after it. */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
}
