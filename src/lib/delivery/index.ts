/**
 * Delivering a lead to its dealer, the pure part: the ADF document, the webhook body and its
 * signature, the e-mail parts and what each answer means. When to retry is the outbox's rule
 * (src/lib/leads/retry-schedule.ts).
 */
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
export { isoWithOffset } from './request-date.ts';
export { carSnapshotFrom, tradeInVehicleFrom } from './snapshot-from-json.ts';
export {
  webhookBody,
  webhookPayload,
  type WebhookLead,
  type WebhookPayload,
} from './webhook-payload.ts';
export { signWebhook, type WebhookHeaders } from './webhook-signature.ts';
export { xmlSafeText } from './xml-text.ts';
