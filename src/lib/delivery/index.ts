/** Delivering a lead to its dealer: the pure part (documents, payloads, outcomes, retry policy). */
export { adfDocument, PROVIDER_NAME } from './adf-document.ts';
export { adfVehicles, type AdfVehicle } from './adf-vehicles.ts';
export type {
  CarSnapshot,
  DeliveryLead,
  LeadFields,
  LeadRecipient,
  TradeInVehicle,
} from './delivery-lead.ts';
export type { DeliveryOutcome, Destination } from './destination.ts';
export {
  carName,
  DEFAULT_LEADS_FROM,
  leadEmailSubject,
  leadMessageId,
  leadSummaryHtml,
  leadSummaryRows,
} from './lead-email.ts';
export { customerComments, formLabel } from './lead-wording.ts';
export { httpOutcome, smtpOutcome, type SmtpFailure } from './outcomes.ts';
export { parseHttpDate, retryAfterMs } from './retry-after.ts';
export {
  backoffMs,
  DEFAULT_RETRY_POLICY,
  nextAttempt,
  type RetryDecision,
  type RetryPolicy,
  type RetryState,
} from './retry-policy.ts';
export { isoWithOffset } from './request-date.ts';
export {
  webhookBody,
  webhookPayload,
  type WebhookLead,
  type WebhookPayload,
} from './webhook-payload.ts';
export { signWebhook, type WebhookHeaders } from './webhook-signature.ts';
export { xmlSafeText } from './xml-text.ts';
