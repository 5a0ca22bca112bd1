/**
 * What the form islands do when a submit gets no answer: send the same body again with the
 * SAME Idempotency-Key until the API acknowledges it, so a lead committed just before a crash
 * is answered by replay instead of stored twice.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchLead } from './bench-leads.ts';
import type { LeadClient } from './lead-client.ts';

export interface SendResult {
  /** The acknowledged lead id; absent when the API refused the lead or time ran out. */
  leadId?: string;
  attempts: number;
  /** A 4xx answer: a refusal, never retried (the body would be refused again). */
  refusedWith?: number;
}

const FIRST_PAUSE_MS = 50;
const LONGEST_PAUSE_MS = 1_000;

export async function sendUntilAcknowledged(
  client: LeadClient,
  lead: BenchLead,
  giveUpAt: number,
): Promise<SendResult> {
  for (let attempts = 1; ; attempts++) {
    const answer = await client.post(lead);
    if (answer.status === 201 && answer.leadId) return { leadId: answer.leadId, attempts };
    // No answer, or the server failing or shutting down (5xx, 503 while closing): try again.
    const retry = answer.status === null || answer.status >= 500;
    if (!retry) return { attempts, ...(answer.status ? { refusedWith: answer.status } : {}) };
    if (Date.now() >= giveUpAt) return { attempts };
    await sleep(Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (attempts - 1)));
  }
}
