/**
 * Sends a shopper's deposit e-mail (src/lib/checkout/shopper-emails.ts) as the outbox worker
 * sends a lead: by SMTP, else to `<dataDir>/outbox/<tenant>/<reservation>-confirmation.eml`
 * (or `-refunded.eml`). The Message-ID comes from the delivery id, so a repeated attempt is
 * recognisably the same message.
 */
import type { ShopperEmail, ShopperNotice } from '../../../lib/checkout/shopper-emails.ts';
import {
  DEFAULT_LEADS_FROM,
  leadMessageId,
  type DeliveryOutcome,
} from '../../../lib/delivery/index.ts';
import type { DeliveryContext } from './deliver.ts';
import { DEFAULT_DELIVERY_TIMEOUT_MS } from './deliver.ts';
import { sendEmail } from './send-email.ts';

const FILE_SUFFIX: Readonly<Record<ShopperNotice['notice'], string>> = {
  deposit_paid: 'confirmation',
  deposit_refunded: 'refunded',
};

export async function sendShopperEmail(
  notice: ShopperNotice,
  email: ShopperEmail,
  dealer: { slug: string; email: string },
  context: DeliveryContext & { createdAt: string },
): Promise<DeliveryOutcome> {
  if (!notice.to) return { kind: 'failed', error: 'the shopper e-mail has no address' };
  const from = context.from?.trim() || DEFAULT_LEADS_FROM;
  const message = {
    from,
    to: notice.to,
    replyTo: dealer.email,
    subject: email.subject,
    messageId: leadMessageId(context.deliveryId, from),
    // The job's own time: every attempt composes the same message.
    date: new Date(context.createdAt),
    text: email.text,
    html: email.html,
    headers: { 'X-Forecourt-Reservation': notice.reservationId, 'X-Forecourt-Dealer': dealer.slug },
  };
  try {
    return await sendEmail(
      message,
      { tenant: dealer.slug, fileName: `${notice.reservationId}-${FILE_SUFFIX[notice.notice]}` },
      { ...context, timeoutMs: context.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS },
    );
  } catch (error) {
    const name = error instanceof Error ? error.name : typeof error;
    return { kind: 'retry', error: `delivery failed unexpectedly (${name})` };
  }
}
