/**
 * Delivering a lead to its dealer (e-mail by SMTP or to the outbox folder, and signed
 * webhooks), and a shopper's deposit e-mails the same way.
 */
export { deliver, DEFAULT_DELIVERY_TIMEOUT_MS, type DeliveryContext } from './deliver.ts';
export { outboxFile } from './outbox-file.ts';
export { sendShopperEmail } from './send-shopper-email.ts';
