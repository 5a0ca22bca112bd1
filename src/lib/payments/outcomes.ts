/**
 * What each provider's own answer means for a reservation. Only the provider's server-side
 * answer counts (a PaymentIntent retrieved with the secret key, a signed webhook, Till's status
 * call, St George's session query); a browser's redirect parameters never do.
 */
export type PaymentOutcome = 'paid' | 'pending' | 'declined' | 'cancelled';

/** Stripe PaymentIntent status → outcome. `requires_payment_method` after an attempt is a decline. */
export function stripeOutcome(status: string, attempted: boolean): PaymentOutcome {
  switch (status) {
    case 'succeeded':
      return 'paid';
    case 'canceled':
      return 'cancelled';
    case 'requires_payment_method':
      return attempted ? 'declined' : 'pending';
    default:
      // requires_confirmation, requires_action, processing, requires_capture: not money yet.
      return 'pending';
  }
}

/** Till's transactionStatus; an ERROR the shopper cancelled (code 2001) reads as cancelled. */
export function tillOutcome(
  transactionStatus: string,
  errors: readonly { errorCode?: number }[] = [],
): PaymentOutcome {
  if (transactionStatus === 'SUCCESS') return 'paid';
  if (transactionStatus === 'ERROR') {
    return errors.some((e) => e.errorCode === 2001) ? 'cancelled' : 'declined';
  }
  return 'pending';
}

/** St George session status; APPROVED counts only with the approved response code "00". */
export function stGeorgeOutcome(status: string, responseCode: string | null): PaymentOutcome {
  if (status === 'APPROVED') return responseCode === '00' ? 'paid' : 'declined';
  if (status === 'DECLINED') return 'declined';
  if (status === 'CANCELLED') return 'cancelled';
  return 'pending';
}
