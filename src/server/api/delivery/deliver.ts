/**
 * Delivers one lead to one destination, once. The outbox worker calls this for each due job
 * and records the outcome; the same delivery id on every attempt makes repeats recognisable
 * (webhook-id header, e-mail Message-ID, outbox file name). Never throws, never logs, and its
 * error texts carry no personal data.
 */
import type { DeliveryLead, DeliveryOutcome, Destination } from '../../../lib/delivery/index.ts';
import { sendLeadEmail } from './send-email.ts';
import { sendLeadWebhook } from './send-webhook.ts';

/** The wait for a receiver before an attempt counts as failed for now. */
export const DEFAULT_DELIVERY_TIMEOUT_MS = 10_000;

export interface DeliveryContext {
  /** The job's stable id: the same on every attempt of one lead to one destination. */
  readonly deliveryId: string;
  /** Where the embedded outbox folder lives (`<dataDir>/outbox/<tenant>/`). */
  readonly dataDir: string;
  /** SMTP_URL; absent, e-mail goes to the outbox folder. */
  readonly smtpUrl?: string | undefined;
  /** LEADS_FROM; absent, leads@forecourt.localhost. */
  readonly from?: string | undefined;
  /** Defaults to DEFAULT_DELIVERY_TIMEOUT_MS. */
  readonly timeoutMs?: number | undefined;
}

export async function deliver(
  destination: Destination,
  lead: DeliveryLead,
  context: DeliveryContext,
): Promise<DeliveryOutcome> {
  const timeoutMs = context.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS;
  try {
    switch (destination.kind) {
      case 'email':
        return await sendLeadEmail(destination.to, lead, { ...context, timeoutMs });
      case 'webhook':
        return await sendLeadWebhook(destination, lead, { ...context, timeoutMs });
      default: {
        const unknown: { kind?: unknown } = destination;
        return { kind: 'failed', error: `unknown destination kind ${String(unknown.kind)}` };
      }
    }
  } catch (error) {
    // A bug or an odd lead must not take the worker down; the name says which, not the data.
    const name = error instanceof Error ? error.name : typeof error;
    return { kind: 'retry', error: `delivery failed unexpectedly (${name})` };
  }
}
