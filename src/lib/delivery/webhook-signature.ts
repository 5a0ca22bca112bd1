import { Webhook } from 'standardwebhooks';

/** The three headers of a Standard Webhooks message. */
export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Signs a webhook body the Standard Webhooks way (HMAC-SHA256 over id, timestamp and body with
 * the endpoint's `whsec_…` secret). The timestamp is the moment of sending, not of the lead:
 * receivers refuse messages more than five minutes old, and retries can come days later.
 * An unusable secret (empty, not base64) is an error, not an exception, as it is configuration.
 */
export function signWebhook(
  secret: string,
  messageId: string,
  sentAt: Date,
  body: string,
): { headers: WebhookHeaders } | { error: string } {
  let signer: Webhook;
  try {
    signer = new Webhook(secret);
  } catch {
    return { error: 'the webhook secret is not a Standard Webhooks secret (whsec_ + base64)' };
  }
  return {
    headers: {
      'webhook-id': messageId,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': signer.sign(messageId, sentAt, body),
    },
  };
}
