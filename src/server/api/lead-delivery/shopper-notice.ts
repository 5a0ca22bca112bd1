/**
 * A reservation lead's job for the shopper: their deposit confirmation, or the notice that a
 * late deposit was refunded. The notice is read from the job as stored when the payment was
 * recorded; the dealer's contact details and the deposit terms come from the current build.
 */
import {
  depositPaidEmail,
  depositRefundedEmail,
  readShopperNotice,
  SHOPPER_EMAIL_KIND,
} from '../../../lib/checkout/shopper-emails.ts';
import { depositTerms } from '../../../lib/checkout/index.ts';
import { vehicleWords } from '../../../lib/content/vehicle-words.ts';
import type { DeliveryOutcome } from '../../../lib/delivery/index.ts';
import { sendShopperEmail, type DeliveryContext } from '../delivery/index.ts';
import type { ClaimedJob, JsonObject } from '../store/index.ts';
import type { TenantData } from '../tenant/index.ts';

export function isShopperNotice(destination: JsonObject): boolean {
  return destination['kind'] === SHOPPER_EMAIL_KIND;
}

export function deliverShopperNotice(
  job: ClaimedJob,
  tenant: TenantData,
  context: DeliveryContext,
): Promise<DeliveryOutcome> {
  const notice = readShopperNotice(job.destination);
  if (!notice) {
    return Promise.resolve({
      kind: 'failed',
      error: 'the stored shopper e-mail is not one this version knows',
    });
  }
  const { dealer } = tenant;
  const words = vehicleWords(dealer.vehicle_kind);
  const email =
    notice.notice === 'deposit_paid'
      ? depositPaidEmail(
          notice,
          dealer,
          depositTerms(tenant.reserve.deposit_terms, dealer.country, notice.state, words),
          words,
        )
      : depositRefundedEmail(notice, dealer, words);
  return sendShopperEmail(notice, email, dealer, { ...context, createdAt: job.createdAt });
}
