/** Delivering a lead to its dealer: e-mail (SMTP or outbox folder) and signed webhooks. */
export { deliver, DEFAULT_DELIVERY_TIMEOUT_MS, type DeliveryContext } from './deliver.ts';
export { outboxFile } from './outbox-file.ts';
