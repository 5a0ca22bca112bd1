/** Posts a lead to a webhook endpoint, signed the Standard Webhooks way. */
import {
  httpOutcome,
  signWebhook,
  webhookBody,
  type DeliveryLead,
  type DeliveryOutcome,
} from '../../../lib/delivery/index.ts';

export interface WebhookDeliveryContext {
  readonly deliveryId: string;
  /** How long to wait for the receiver's answer. */
  readonly timeoutMs: number;
}

/** What a fetch that threw says: no answer in time, or the network error's code. */
function networkOutcome(error: unknown, timeoutMs: number): DeliveryOutcome {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return { kind: 'retry', error: `no answer within ${timeoutMs} ms` };
  }
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
  return { kind: 'retry', error: `network error${code}` };
}

function webhookUrl(url: string): URL | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export async function sendLeadWebhook(
  destination: { readonly url: string; readonly secret: string },
  lead: DeliveryLead,
  context: WebhookDeliveryContext,
): Promise<DeliveryOutcome> {
  const url = webhookUrl(destination.url);
  if (!url) return { kind: 'failed', error: 'the webhook URL is not an http(s) URL' };
  const body = webhookBody(lead, context.deliveryId);
  const signed = signWebhook(destination.secret, context.deliveryId, new Date(), body);
  if ('error' in signed) return { kind: 'failed', error: signed.error };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signed.headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(context.timeoutMs),
    });
    // Only the status and Retry-After matter; the body is let go so the connection is freed.
    await response.body?.cancel();
    return httpOutcome(response.status, response.headers.get('retry-after'), new Date());
  } catch (error) {
    return networkOutcome(error, context.timeoutMs);
  }
}
