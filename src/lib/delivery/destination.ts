/** Where a dealer wants its leads (Contract 3), and what one attempt to deliver a lead came to. */

export type Destination =
  | { readonly kind: 'email'; readonly to: readonly string[] }
  | { readonly kind: 'webhook'; readonly url: string; readonly secret: string };

/**
 * - delivered: the receiver took the lead.
 * - retry: a passing trouble (timeout, 5xx, 429, SMTP 4xx); try again later, not before
 *   retryAfterMs when the receiver said so.
 * - gone: the endpoint answered 410 and wants no more deliveries; disable it.
 * - failed: the receiver refused this lead for good (other 4xx, SMTP 5xx, bad configuration).
 *
 * `error` never holds personal data: it names status codes and error codes only.
 */
export type DeliveryOutcome =
  | { readonly kind: 'delivered' }
  | { readonly kind: 'retry'; readonly error: string; readonly retryAfterMs?: number }
  | { readonly kind: 'gone'; readonly error: string }
  | { readonly kind: 'failed'; readonly error: string };
